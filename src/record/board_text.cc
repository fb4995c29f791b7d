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

Result<Grid, Message> read_grid(std::string_view text) {
  if (const auto grid = grid_of_name(text)) return *grid;
  const std::vector<std::string> names = grid_names();
  const std::vector<std::string_view> views(names.begin(), names.end());
  const std::string guess = closest(text, views);
  return Result<Grid, Message>::failure(
      Message(guess.empty() ? "diag.bad-grid" : "diag.bad-grid-guess")
          .with("value", std::string(text))
          .with("guess", guess)
          .with("known", names));
}

std::string grid_text_key(Grid grid) { return "board.grid." + std::string(grid_name(grid)); }

Result<int, Message> read_grid_size(std::string_view text, Grid grid, std::string_view where) {
  const int most = grid == Grid::triangle ? Board::kMaxTriangle : Board::kMaxHexagon;
  // Digits only, and few enough that the number fits: anything else is refused with the range.
  int size = 0;
  bool digits = !text.empty() && text.size() <= 4;
  for (char c : text) {
    digits = digits && c >= '0' && c <= '9';
    if (digits) size = size * 10 + (c - '0');
  }
  if (digits && Board::valid_size(grid, size)) return size;
  return Result<int, Message>::failure(Message("diag.grid-size")
                                           .with("where", std::string(where))
                                           .with("value", std::string(text))
                                           .with_text("grid", grid_text_key(grid))
                                           .with("max", most));
}

std::optional<Message> refuse_border(Grid grid, Border border) {
  if (Board::takes_border(grid, border)) return std::nullopt;
  return Message("diag.border-square-only")
      .with("border", std::string(border_name(border)))
      .with_text("grid", grid_text_key(grid));
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
