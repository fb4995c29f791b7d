// The computer's level and its seed on the command line (hint, match): --level hard, --seed 12.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "cli/app.h"

namespace lucas::cli {

/// Accepts a level by any of its names (easy … master, facile … maître) and writes its stable
/// name back; anything else is refused with the names that are right. With `chopsticks`, the
/// levels of Chopsticks too (perfect, parfait): lucas play takes either game's, and says which
/// game takes which once it knows the game.
CLI::Validator level_check(const Context& context, bool chopsticks = false);

/// The largest seed --seed takes: every seed lucas prints can be typed back.
inline constexpr long long kMaxSeed = 999'999'999'999;

/// Adds --seed N to a command.
CLI::Option* add_seed_option(CLI::App& command, std::uint64_t& seed, const Context& context);

/// A seed from the clock, for a command given no --seed; printed so that the game or the move
/// can be had again.
std::uint64_t seed_from_clock();

}  // namespace lucas::cli
