#include "record/board_text.h"

#include <string>
#include <utility>
#include <vector>

#include "game/border.h"
#include "text/diagnostic.h"
#include "text/value_words.h"

namespace lucas {

std::string_view board_key_name(BoardKey key) {
  static constexpr std::array<std::string_view, kBoardKeys.size()> kNames{"dots", "boxes", "grid",
                                                                          "size", "border"};
  return kNames[static_cast<size_t>(key)];
}

Result<BoardShape, BoardSlip> read_board(const BoardWords& words, BoardSyntax syntax,
                                         const std::optional<BoardShape>& fallback) {
  using Kind = BoardSlip::Kind;
  const auto given = [&](BoardKey key) -> const std::optional<std::string>& {
    return words[static_cast<size_t>(key)];
  };
  const auto where = [&](BoardKey key) {
    const std::string name(board_key_name(key));
    return syntax == BoardSyntax::record ? name + ":" : "--" + name;
  };
  BoardShape shape;
  const auto slip = [&](Kind kind, BoardKey key, Message message = {}) {
    return Result<BoardShape, BoardSlip>::failure(
        BoardSlip{kind, key, shape.grid, std::move(message)});
  };
  if (const auto& grid = given(BoardKey::grid)) {
    const auto read = read_grid(*grid);
    if (!read) return slip(Kind::unreadable, BoardKey::grid, read.error());
    shape.grid = *read;
  }
  const auto& dots = given(BoardKey::dots);
  const auto& boxes = given(BoardKey::boxes);
  const auto& size = given(BoardKey::size);
  const BoardKey sized = dots ? BoardKey::dots : BoardKey::boxes;
  if (shape.grid == Grid::square) {
    if (size) return slip(Kind::size_on_square, BoardKey::size);
    if (dots && boxes) return slip(Kind::both_sizes, BoardKey::boxes);
    if (dots || boxes) {
      const auto read = read_board_size(dots ? *dots : *boxes,
                                        dots ? SizeUnit::dots : SizeUnit::boxes, where(sized));
      if (!read) return slip(Kind::unreadable, sized, read.error());
      shape = *read;
    } else if (fallback) {
      shape = *fallback;
    } else {
      return slip(Kind::no_size, BoardKey::dots);
    }
  } else {
    if (dots || boxes) return slip(Kind::sizes_on_grid, sized);
    if (!size) return slip(Kind::grid_without_size, BoardKey::size);
    const auto read = read_grid_size(*size, shape.grid, where(BoardKey::size));
    if (!read) return slip(Kind::unreadable, BoardKey::size, read.error());
    shape.rows = shape.cols = 0;  // as Board::shape() has it: a size, no rows and columns
    shape.size = *read;
  }
  // A new size or grid keeps the border of the board it replaces where it can have it (the
  // Swedish handout's grids stay Swedish on 3x3 boxes); --border changes it.
  if (fallback && !refuse_border(shape.grid, fallback->border)) shape.border = fallback->border;
  if (const auto& border = given(BoardKey::border)) {
    const auto read = read_border(*border);
    if (!read) return slip(Kind::unreadable, BoardKey::border, read.error());
    if (auto refusal = refuse_border(shape.grid, *read))
      return slip(Kind::unreadable, BoardKey::border, std::move(*refusal));
    shape.border = *read;
  }
  return shape;
}

namespace {

Diagnostic option_error(Code code, Message message) {
  return Diagnostic{Severity::error, code, {}, std::nullopt, std::move(message)};
}

std::string option_name(BoardKey key) { return "--" + std::string(board_key_name(key)); }

}  // namespace

Result<BoardShape, Diagnostic> read_board_options(const BoardWords& words,
                                                  const std::optional<BoardShape>& fallback,
                                                  std::string_view needed_by) {
  auto read = read_board(words, BoardSyntax::options, fallback);
  if (read) return *read;
  using Kind = BoardSlip::Kind;
  const BoardSlip& slip = read.error();
  const std::string grid = words[static_cast<size_t>(BoardKey::grid)].value_or("");
  auto refused = [](Diagnostic d) { return Result<BoardShape, Diagnostic>::failure(std::move(d)); };
  switch (slip.kind) {
    case Kind::unreadable:
      break;
    case Kind::both_sizes:
      return refused(option_error(Code::conflicting_options, Message("diag.board-options-both")));
    case Kind::no_size:
      return refused(option_error(
          Code::missing_option,
          Message("diag.board-option-missing").with("command", std::string(needed_by))));
    case Kind::size_on_square:
      return refused(option_error(Code::bad_option, Message("diag.board-option-size-square")));
    case Kind::sizes_on_grid:
      return refused(
          option_error(Code::conflicting_options, Message("diag.board-options-grid")
                                                      .with("grid", grid)
                                                      .with("option", option_name(slip.key))));
    case Kind::grid_without_size:
      return refused(option_error(Code::missing_companion,
                                  Message("diag.board-option-grid-size").with("grid", grid)));
  }
  return refused(option_error(Code::bad_board, slip.message));
}

std::optional<Diagnostic> refuse_board_words(const BoardWords& words, Game game) {
  if (game_entry(game).board_options) return std::nullopt;
  for (size_t i = 0; i < kBoardKeys.size(); ++i)
    if (words[i])
      return option_error(
          Code::conflicting_options,
          Message("diag.board-option-no-board").with("option", option_name(kBoardKeys[i])));
  return std::nullopt;
}

Result<BoardShape, Message> read_board_size(std::string_view text, SizeUnit unit,
                                            std::string_view where) {
  const auto size = parse_board_size(text, unit);
  if (size) return *size;
  const SizeError& error = size.error();
  if (error.kind == SizeError::Kind::not_a_size)
    return Result<BoardShape, Message>::failure(Message("diag.bad-size")
                                                    .with("where", std::string(where))
                                                    .with("value", std::string(text)));
  return Result<BoardShape, Message>::failure(
      Message("diag.board-size")
          .with("where", std::string(where))
          .with("value", std::string(text))
          .with("min", error.min)
          .with("max", error.max)
          .with_text("unit", unit == SizeUnit::dots ? "board.unit.dots" : "board.unit.boxes"));
}

Result<Grid, Message> read_grid(std::string_view text) {
  const std::vector<std::string> names = grid_names();
  if (const auto word = value_word(text, names)) return *grid_of_name(*word);
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
                                           .with("max", Board::max_size(grid)));
}

std::optional<Message> refuse_border(Grid grid, Border border) {
  if (Board::takes_border(grid, border)) return std::nullopt;
  return Message("diag.border-square-only")
      .with("border", std::string(border_name(border)))
      .with_text("grid", grid_text_key(grid));
}

Result<Border, Message> read_border(std::string_view text) {
  const std::vector<std::string_view> names = border_names();
  if (const auto word = value_word(text, std::vector<std::string>(names.begin(), names.end())))
    return *border_of_name(*word);
  const std::string guess = closest(text, names);
  return Result<Border, Message>::failure(
      Message(guess.empty() ? "diag.bad-border" : "diag.bad-border-guess")
          .with("value", std::string(text))
          .with("guess", guess)
          .with("known", std::vector<std::string>(names.begin(), names.end())));
}

}  // namespace lucas
