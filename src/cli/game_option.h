// --game on the command line (sheet, solve, play): one of the table's words (game/games.h).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "cli/app.h"
#include "game/games.h"

namespace lucas::cli {

/// Adds --game to a command, described by the catalogue's `help_key`: any game's word, the
/// table's first game by default; anything else is refused with the words that are right.
CLI::Option* add_game_option(CLI::App& command, Game& game, const Context& context,
                             const std::string& help_key);

}  // namespace lucas::cli
