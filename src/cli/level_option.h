// The computer's level and its seed on the command line (hint, match): --level hard, --seed 12.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "cli/app.h"
#include "text/engine_options.h"

namespace lucas::cli {

/// Accepts a level by any of its names (easy … master, facile … maître) and writes its stable
/// name back; anything else is refused with the names that are right. With `chopsticks`, the
/// levels of Chopsticks too (perfect, parfait): lucas play takes either game's, and says which
/// game takes which once it knows the game.
CLI::Validator level_check(const Context& context, bool chopsticks = false);

/// Adds --seed N to a command (up to kMaxSeed; without it, the command takes seed_from_clock,
/// text/engine_options.h).
CLI::Option* add_seed_option(CLI::App& command, std::uint64_t& seed, const Context& context);

}  // namespace lucas::cli
