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

void add_board_options(CLI::App& command, BoardOptions& options, const Context& context,
                       const std::string& default_dots) {
  options.dots_option = command.add_option("--dots", options.dots, context.text("cli.board.dots"));
  if (!default_dots.empty()) options.dots_option->default_str(default_dots);
  options.boxes_option =
      command.add_option("--boxes", options.boxes, context.text("cli.board.boxes"));
  options.border_option =
      command.add_option("--border", options.border, context.text("cli.board.border"));
}

Result<BoardChoice, Diagnostic> board_choice(const BoardOptions& options,
                                             std::string_view needed_by) {
  const bool dots = given(options.dots_option);
  const bool boxes = given(options.boxes_option);
  if (dots && boxes) return refused(Code::conflicting_options, Message("diag.board-options-both"));
  if (!dots && !boxes && !needed_by.empty())
    return refused(Code::missing_option,
                   Message("diag.board-option-missing").with("command", std::string(needed_by)));
  BoardChoice choice;
  if (dots || boxes) {
    const auto size =
        read_board_size(dots ? options.dots : options.boxes,
                        dots ? SizeUnit::dots : SizeUnit::boxes, dots ? "--dots" : "--boxes");
    if (!size) return refused(Code::bad_board, size.error());
    choice.size = *size;
  }
  if (given(options.border_option)) {
    const auto border = read_border(options.border);
    if (!border) return refused(Code::bad_board, border.error());
    choice.border = *border;
  }
  return choice;
}

}  // namespace lucas::cli
