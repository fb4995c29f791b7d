#include "record/board_text.h"

#include <string>
#include <vector>

#include "game/border.h"
#include "text/diagnostic.h"

namespace lucas {

Result<BoardSize, Message> read_board_size(std::string_view text, SizeUnit unit,
                                           std::string_view where) {
  const auto size = parse_board_size(text, unit);
  if (size) return *size;
  const SizeError& error = size.error();
  if (error.kind == SizeError::Kind::not_a_size)
    return Result<BoardSize, Message>::failure(Message("diag.bad-size")
                                                   .with("where", std::string(where))
                                                   .with("value", std::string(text)));
  return Result<BoardSize, Message>::failure(
      Message("diag.board-size")
          .with("where", std::string(where))
          .with("value", std::string(text))
          .with("min", error.min)
          .with("max", error.max)
          .with_text("unit", unit == SizeUnit::dots ? "board.unit.dots" : "board.unit.boxes"));
}

Result<Border, Message> read_border(std::string_view text) {
  if (const auto border = border_of_name(text)) return *border;
  const std::vector<std::string_view> names = border_names();
  const std::string guess = closest(text, names);
  return Result<Border, Message>::failure(
      Message(guess.empty() ? "diag.bad-border" : "diag.bad-border-guess")
          .with("value", std::string(text))
          .with("guess", guess)
          .with("known", std::vector<std::string>(names.begin(), names.end())));
}

}  // namespace lucas
