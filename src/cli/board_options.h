// The board options every command that takes a board shares: --dots or --boxes (square boards),
// --grid triangle|hexagon with --size, and --border.
#pragma once

#include <CLI/CLI.hpp>
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "cli/app.h"
#include "game/board.h"
#include "game/games.h"
#include "game/result.h"
#include "record/board_text.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// The board options as given on the command line, one per BoardKey (record/board_text.h), in
/// kBoardKeys order.
struct BoardOptions {
  std::array<std::string, kBoardKeys.size()> text;
  /// Set by add_board_options; whether an option was given is its count, since an empty value
  /// ("--dots ''") is given too, and wrong.
  std::array<CLI::Option*, kBoardKeys.size()> option{};
};

/// Adds --dots, --boxes, --grid, --size and --border. `default_dots` is only shown in --help: the
/// command decides what no size means.
void add_board_options(CLI::App& command, BoardOptions& options, const Context& context,
                       const std::string& default_dots = "");

/// The board options given, as typed; none for an option not given.
BoardWords board_words(const BoardOptions& options);

/// The board the options ask for, read by the rule of records (read_board_options): a bad size,
/// grid or border is a bad-board error (the Icelandic border off a square board too), --dots with
/// --boxes, or either with --grid triangle|hexagon, a conflicting-options one, --grid
/// triangle|hexagon without --size a missing-companion one, and --size with neither a bad-option
/// one. Where the options give no board it is `fallback` (the command's default board; the
/// border given applies to it too).
Result<BoardShape, Diagnostic> board_choice(const BoardOptions& options,
                                            const BoardShape& fallback);
/// The same, for a command that cannot do without a board and names itself in `needed_by`
/// ("solve"): no board is then a missing-option error.
Result<BoardShape, Diagnostic> board_choice(const BoardOptions& options,
                                            std::string_view needed_by);

/// The first board option given, as typed ("--dots", "--grid"); empty when none was.
std::string board_option_given(const BoardOptions& options);

/// The refusal of the board options given to a game that takes none (the table of games says
/// which: Chopsticks is played without a board), a conflicting-options error; nothing when the
/// game takes them or none was given.
std::optional<Diagnostic> refuse_board_options(const BoardOptions& options, Game game);

}  // namespace lucas::cli
