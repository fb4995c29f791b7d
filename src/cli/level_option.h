// The computer's level and its seed on the command line (hint, match): --level hard, --seed 12.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "cli/app.h"
#include "text/option_value.h"

namespace lucas::cli {

/// Accepts a level by any of its names (easy … master, facile … maître) and writes its stable
/// name back; anything else is refused with the names that are right. With `chopsticks`, the
/// levels of Chopsticks too (perfect, parfait): lucas play takes either game's, and says which
/// game takes which once it knows the game.
CLI::Validator level_check(const Context& context, bool chopsticks = false);

/// The largest seed --seed takes (text/option_value.h).
inline constexpr long long kMaxSeed = kSeedRange.high;

/// Adds --seed N to a command.
CLI::Option* add_seed_option(CLI::App& command, std::uint64_t& seed, const Context& context);

/// text/option_value.h's, for the commands.
using lucas::seed_from_clock;

}  // namespace lucas::cli
