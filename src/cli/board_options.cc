#include "cli/board_options.h"

#include "cli/error_line.h"
#include "record/board_text.h"

namespace lucas::cli {

namespace {

bool given(const CLI::Option* option) { return option != nullptr && option->count() > 0; }

Result<BoardChoice, Diagnostic> refused(Code code, Message message) {
  return Result<BoardChoice, Diagnostic>::failure(command_error(code, std::move(message)));
}

}  // namespace

BoardShape BoardChoice::shape_or(BoardShape fallback) const {
  BoardShape shape = fallback;
  if (size) {
    shape = BoardShape{};
    shape.rows = size->rows;
    shape.cols = size->cols;
  } else if (grid) {
    shape = BoardShape{grid->first, 0, 0, grid->second, Border::none};
  }
  if (border) shape.border = *border;
  return shape;
}

void add_board_options(CLI::App& command, BoardOptions& options, const Context& context,
                       const std::string& default_dots) {
  options.dots_option = command.add_option("--dots", options.dots, context.text("cli.board.dots"));
  if (!default_dots.empty()) options.dots_option->default_str(default_dots);
  options.boxes_option =
      command.add_option("--boxes", options.boxes, context.text("cli.board.boxes"));
  options.grid_option = command.add_option("--grid", options.grid, context.text("cli.board.grid"));
  options.size_option = command.add_option("--size", options.size, context.text("cli.board.size"));
  options.border_option =
      command.add_option("--border", options.border, context.text("cli.board.border"));
}

Result<BoardChoice, Diagnostic> board_choice(const BoardOptions& options,
                                             std::string_view needed_by) {
  const bool dots = given(options.dots_option);
  const bool boxes = given(options.boxes_option);
  const bool sized = given(options.size_option);
  if (dots && boxes) return refused(Code::conflicting_options, Message("diag.board-options-both"));
  Grid grid = Grid::square;
  if (given(options.grid_option)) {
    const auto read = read_grid(options.grid);
    if (!read) return refused(Code::bad_board, read.error());
    grid = *read;
  }
  BoardChoice choice;
  if (grid != Grid::square) {
    if (dots || boxes)
      return refused(Code::conflicting_options, Message("diag.board-options-grid")
                                                    .with("grid", options.grid)
                                                    .with("option", dots ? "--dots" : "--boxes"));
    if (!sized)
      return refused(Code::missing_companion,
                     Message("diag.board-option-grid-size").with("grid", options.grid));
    const auto size = read_grid_size(options.size, grid, "--size");
    if (!size) return refused(Code::bad_board, size.error());
    choice.grid = std::pair{grid, *size};
    choice.option_ = "--grid";
  } else if (sized) {
    return refused(Code::bad_option, Message("diag.board-option-size-square"));
  }
  if (!dots && !boxes && !choice.grid && !needed_by.empty())
    return refused(Code::missing_option,
                   Message("diag.board-option-missing").with("command", std::string(needed_by)));
  if (dots || boxes) {
    const auto size =
        read_board_size(dots ? options.dots : options.boxes,
                        dots ? SizeUnit::dots : SizeUnit::boxes, dots ? "--dots" : "--boxes");
    if (!size) return refused(Code::bad_board, size.error());
    choice.size = *size;
    choice.option_ = dots ? "--dots" : "--boxes";
  }
  if (given(options.border_option)) {
    const auto border = read_border(options.border);
    if (!border) return refused(Code::bad_board, border.error());
    if (auto refusal = refuse_border(grid, *border))
      return refused(Code::bad_board, std::move(*refusal));
    choice.border = *border;
  }
  return choice;
}

}  // namespace lucas::cli
