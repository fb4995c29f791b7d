#include "game/board.h"

#include <cstdlib>

namespace lucas {

namespace {

bool on_left_or_bottom(const Board& board, Line line) {
  const auto& [a, b] = board.ends(line);
  if (board.is_horizontal(line)) return a.row == board.rows() - 1;
  return a.col == 0;
}

bool on_border(const Board& board, Line line) {
  const auto& [a, b] = board.ends(line);
  if (board.is_horizontal(line)) return a.row == 0 || a.row == board.rows() - 1;
  return a.col == 0 || a.col == board.cols() - 1;
}

}  // namespace

Board::Board(int rows, int cols, Border border) : rows_(rows), cols_(cols), border_(border) {
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c + 1 < cols_; ++c) ends_.push_back({Point{r, c}, Point{r, c + 1}});
  for (int r = 0; r + 1 < rows_; ++r)
    for (int c = 0; c < cols_; ++c) ends_.push_back({Point{r, c}, Point{r + 1, c}});

  const int box_cols = cols_ - 1;
  sides_.resize(static_cast<size_t>(box_count()));
  boxes_of_.assign(ends_.size(), {Box{}, Box{}});
  for (int i = 0; i < box_count(); ++i) {
    const int r = i / box_cols, c = i % box_cols;
    const Line top{r * box_cols + c};
    const Line bottom{(r + 1) * box_cols + c};
    const Line left{horizontal_count() + r * cols_ + c};
    const Line right{left.index + 1};
    sides_[static_cast<size_t>(i)] = {top, right, bottom, left};
    for (Line side : sides_[static_cast<size_t>(i)]) {
      auto& slots = boxes_of_[static_cast<size_t>(side.index)];
      (slots[0].index < 0 ? slots[0] : slots[1]) = Box{i};
    }
  }

  if (border_ == Border::none) return;
  // A border line that would complete a box on its own is left undrawn (the Swedish board page):
  // only a board one box wide and one box high has one, and its box stays for the players to take.
  std::vector<int> sides_drawn(static_cast<size_t>(box_count()), 0);
  for (int i = 0; i < line_count(); ++i) {
    const Line line{i};
    const bool wanted =
        border_ == Border::swedish ? on_border(*this, line) : on_left_or_bottom(*this, line);
    if (!wanted) continue;
    const Box box = boxes_of(line)[0];
    if (sides_drawn[static_cast<size_t>(box.index)] == 3) continue;
    ++sides_drawn[static_cast<size_t>(box.index)];
    predrawn_.push_back(line);
  }
}

std::optional<Line> Board::line_between(Point a, Point b) const {
  if (!contains(a) || !contains(b)) return std::nullopt;
  if (b < a) std::swap(a, b);
  if (a.row == b.row && b.col == a.col + 1) return Line{a.row * (cols_ - 1) + a.col};
  if (a.col == b.col && b.row == a.row + 1) return Line{horizontal_count() + a.row * cols_ + a.col};
  return std::nullopt;
}

}  // namespace lucas
