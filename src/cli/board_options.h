// The board options every command that takes a board shares: --dots or --boxes, and --border.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "cli/app.h"
#include "game/board_size.h"
#include "game/result.h"
#include "game/types.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// The board options as given on the command line.
struct BoardOptions {
  std::string dots;
  std::string boxes;
  std::string border;
  /// Set by add_board_options; whether an option was given is its count, since an empty value
  /// ("--dots ''") is given too, and wrong.
  CLI::Option* dots_option = nullptr;
  CLI::Option* boxes_option = nullptr;
  CLI::Option* border_option = nullptr;
};

/// Adds --dots, --boxes and --border. `default_dots` is only shown in --help: the command
/// decides what no size means.
void add_board_options(CLI::App& command, BoardOptions& options, const Context& context,
                       const std::string& default_dots = "");

/// What the board options choose: a size when --dots or --boxes was given, a border when
/// --border was.
struct BoardChoice {
  std::optional<BoardSize> size;
  std::optional<Border> border;
};

/// The one reading of the board options, with the grammar of records (record/board_text.h): a
/// bad size or border is a bad-board error, --dots with --boxes a bad-option one. A command
/// that cannot do without a size names itself in `needed_by` ("solve"): no size is then a
/// bad-option error too.
Result<BoardChoice, Diagnostic> board_choice(const BoardOptions& options,
                                             std::string_view needed_by = {});

}  // namespace lucas::cli
