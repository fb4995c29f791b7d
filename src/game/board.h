// Board geometry as data: dots, lines and boxes with their incidences, built once.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "game/types.h"

namespace lucas {

/// A board of rows x cols dots with its border variant. Immutable once built; every table the
/// rules need (which boxes a line borders, which lines a box has) is computed in the constructor.
class Board {
 public:
  /// Smallest and largest number of dots on a side that lucas accepts.
  static constexpr int kMinDots = 2;
  static constexpr int kMaxDots = 50;

  /// Whether a board of rows x cols dots is within [kMinDots, kMaxDots] on both sides.
  static constexpr bool valid_size(int rows, int cols) {
    return rows >= kMinDots && cols >= kMinDots && rows <= kMaxDots && cols <= kMaxDots;
  }

  /// Precondition: valid_size(rows, cols).
  Board(int rows, int cols, Border border = Border::none);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  Border border() const { return border_; }

  int point_count() const { return rows_ * cols_; }
  int line_count() const { return static_cast<int>(ends_.size()); }
  int box_count() const { return (rows_ - 1) * (cols_ - 1); }
  /// Horizontal lines come first in the line table; this many of them.
  int horizontal_count() const { return rows_ * (cols_ - 1); }

  bool contains(Point p) const {
    return p.row >= 0 && p.col >= 0 && p.row < rows_ && p.col < cols_;
  }

  /// The line joining two dots, or nothing when they are not horizontal or vertical neighbours.
  std::optional<Line> line_between(Point a, Point b) const;
  /// The two ends of a line: top then bottom, or left then right.
  const std::array<Point, 2>& ends(Line line) const { return ends_[line.index]; }
  bool is_horizontal(Line line) const { return line.index < horizontal_count(); }

  /// The boxes a line borders: one on the edge of the board, two inside. Unused slots hold
  /// Box{-1}; boxes_of(line)[0] is the box above or left of the line when there are two.
  const std::array<Box, 2>& boxes_of(Line line) const { return boxes_of_[line.index]; }
  /// The four sides of a box: top, right, bottom, left.
  const std::array<Line, 4>& sides(Box box) const { return sides_[box.index]; }
  /// The top-left dot of a box.
  Point corner(Box box) const { return {box.index / (cols_ - 1), box.index % (cols_ - 1)}; }

  /// The lines drawn before the first move by the border variant, in table order.
  const std::vector<Line>& predrawn() const { return predrawn_; }
  /// Lines the players draw in a whole game: every line but the pre-drawn ones.
  int playable_line_count() const { return line_count() - static_cast<int>(predrawn_.size()); }

  friend bool operator==(const Board& a, const Board& b) {
    return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.border_ == b.border_;
  }

 private:
  int rows_;
  int cols_;
  Border border_;
  std::vector<std::array<Point, 2>> ends_;
  std::vector<std::array<Box, 2>> boxes_of_;
  std::vector<std::array<Line, 4>> sides_;
  std::vector<Line> predrawn_;
};

}  // namespace lucas
