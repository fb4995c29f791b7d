#include "cli/board_options.h"

#include <utility>

#include "game/games.h"
#include "present/error_line.h"

namespace lucas::cli {

namespace {

bool given(const CLI::Option* option) { return option != nullptr && option->count() > 0; }

std::string option_name(BoardKey key) { return "--" + std::string(board_key_name(key)); }

// The command line's words for each slip of read_board; a record has its own (record/fields.cc).
Diagnostic refusal(const BoardSlip& slip, const BoardOptions& options, std::string_view needed_by) {
  using Kind = BoardSlip::Kind;
  const std::string& grid = options.text[static_cast<size_t>(BoardKey::grid)];
  switch (slip.kind) {
    case Kind::unreadable:
      break;
    case Kind::both_sizes:
      return command_error(Code::conflicting_options, Message("diag.board-options-both"));
    case Kind::no_size:
      return command_error(
          Code::missing_option,
          Message("diag.board-option-missing").with("command", std::string(needed_by)));
    case Kind::size_on_square:
      return command_error(Code::bad_option, Message("diag.board-option-size-square"));
    case Kind::sizes_on_grid:
      return command_error(Code::conflicting_options, Message("diag.board-options-grid")
                                                          .with("grid", grid)
                                                          .with("option", option_name(slip.key)));
    case Kind::grid_without_size:
      return command_error(Code::missing_companion,
                           Message("diag.board-option-grid-size").with("grid", grid));
  }
  return command_error(Code::bad_board, slip.message);
}

Result<BoardShape, Diagnostic> choice(const BoardOptions& options,
                                      const std::optional<BoardShape>& fallback,
                                      std::string_view needed_by) {
  BoardWords words;
  for (size_t i = 0; i < kBoardKeys.size(); ++i)
    if (given(options.option[i])) words[i] = options.text[i];
  auto read = read_board(words, BoardSyntax::options, fallback);
  if (read) return *read;
  return Result<BoardShape, Diagnostic>::failure(refusal(read.error(), options, needed_by));
}

}  // namespace

void add_board_options(CLI::App& command, BoardOptions& options, const Context& context,
                       const std::string& default_dots) {
  for (size_t i = 0; i < kBoardKeys.size(); ++i) {
    const std::string name(board_key_name(kBoardKeys[i]));
    options.option[i] =
        command.add_option("--" + name, options.text[i], context.text("cli.board." + name));
  }
  if (!default_dots.empty())
    options.option[static_cast<size_t>(BoardKey::dots)]->default_str(default_dots);
}

Result<BoardShape, Diagnostic> board_choice(const BoardOptions& options,
                                            const BoardShape& fallback) {
  return choice(options, fallback, {});
}

Result<BoardShape, Diagnostic> board_choice(const BoardOptions& options,
                                            std::string_view needed_by) {
  return choice(options, std::nullopt, needed_by);
}

std::string board_option_given(const BoardOptions& options) {
  for (size_t i = 0; i < kBoardKeys.size(); ++i)
    if (given(options.option[i])) return option_name(kBoardKeys[i]);
  return "";
}

std::optional<Diagnostic> refuse_board_options(const BoardOptions& options, Game game) {
  const std::string option = board_option_given(options);
  if (game_entry(game).board_options || option.empty()) return std::nullopt;
  return command_error(Code::conflicting_options,
                       Message("diag.board-option-no-board").with("option", option));
}

}  // namespace lucas::cli
