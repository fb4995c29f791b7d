// The board options every command that takes a board shares: --dots or --boxes (square boards),
// --grid triangle|hexagon with --size, and --border.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "cli/app.h"
#include "game/board.h"
#include "game/board_size.h"
#include "game/result.h"
#include "game/types.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// The board options as given on the command line.
struct BoardOptions {
  std::string dots;
  std::string boxes;
  std::string grid;
  std::string size;
  std::string border;
  /// Set by add_board_options; whether an option was given is its count, since an empty value
  /// ("--dots ''") is given too, and wrong.
  CLI::Option* dots_option = nullptr;
  CLI::Option* boxes_option = nullptr;
  CLI::Option* grid_option = nullptr;
  CLI::Option* size_option = nullptr;
  CLI::Option* border_option = nullptr;
};

/// Adds --dots, --boxes, --grid, --size and --border. `default_dots` is only shown in --help: the
/// command decides what no size means.
void add_board_options(CLI::App& command, BoardOptions& options, const Context& context,
                       const std::string& default_dots = "");

/// What the board options choose: a size when --dots or --boxes was given, a grid and its size
/// when --grid triangle|hexagon and --size were, a border when --border was.
struct BoardChoice {
  std::optional<BoardSize> size;
  std::optional<std::pair<Grid, int>> grid;
  std::optional<Border> border;
  /// Whether a board was chosen (its size or its grid).
  bool has_board() const { return size || grid; }
  /// The board chosen, on `fallback` where the options said nothing (the command's default
  /// board; the border given applies to it too).
  BoardShape shape_or(BoardShape fallback) const;
  /// The option that chose the board, as typed: "--dots", "--boxes", "--grid"; else "--border".
  std::string_view option_named() const { return option_; }
  std::string_view option_ = "--border";
};

/// The one reading of the board options, with the grammar of records (record/board_text.h): a
/// bad size, grid or border is a bad-board error (the Icelandic border off a square board too),
/// --dots with --boxes, or either with --grid triangle|hexagon, a conflicting-options one,
/// --grid triangle|hexagon without --size a missing-companion one, and --size with neither a
/// bad-option one. A command that cannot do without a board names itself in `needed_by`
/// ("solve"): no board is then a missing-option error.
Result<BoardChoice, Diagnostic> board_choice(const BoardOptions& options,
                                             std::string_view needed_by = {});

}  // namespace lucas::cli
