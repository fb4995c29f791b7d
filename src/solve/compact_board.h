// The board as the solver sees it: lines as bits of one 64-bit word, tables built once.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "game/board.h"
#include "game/position.h"

namespace lucas {

/// A set of lines as bits: bit i is Line{i} of the Board's line table (horizontal lines first).
using LineSet = std::uint64_t;

/// The one bit of a line.
constexpr LineSet bit_of(int line) { return LineSet{1} << line; }

/// The lines drawn in a position, border lines included. Precondition: the position's board
/// fits a CompactBoard.
LineSet drawn_lines(const Position& position);

/// A Board reduced to bit masks, for boards of at most 64 lines (4x5 boxes have 49, 5x5 have
/// 60, triangle 6 has 63, hexagon 2 has 30). Everything the search needs per node is a table lookup
/// or a popcount here.
class CompactBoard {
 public:
  static constexpr int kMaxLines = 64;

  /// Whether the board has few enough lines to be represented.
  static bool fits(const Board& board) { return board.line_count() <= kMaxLines; }

  /// Precondition: fits(board).
  explicit CompactBoard(const Board& board);

  int line_count() const { return line_count_; }
  int box_count() const { return box_count_; }
  /// Every line of the board.
  LineSet all_lines() const { return all_; }
  /// The lines the border variant draws before the first move.
  LineSet predrawn() const { return predrawn_; }
  /// The sides of a box (3, 4 or 6).
  LineSet sides(int box) const { return sides_[static_cast<size_t>(box)]; }
  /// The boxes a line borders; -1 in unused slots.
  const std::array<int, 2>& boxes_of(int line) const {
    return boxes_of_[static_cast<size_t>(line)];
  }

  /// The box on the other side of `line` from `box`, or -1 off the board.
  int across(int line, int box) const {
    const auto& boxes = boxes_of(line);
    return boxes[0] == box ? boxes[1] : boxes[0];
  }
  /// How many of a box's sides are not drawn.
  int sides_left(LineSet drawn, int box) const {
    return std::popcount(sides_[static_cast<size_t>(box)] & ~drawn);
  }
  /// How many boxes drawing `line` completes (0, 1 or 2). Precondition: line not in drawn.
  int completes(LineSet drawn, int line) const;
  /// Boxes with all their sides drawn.
  int completed_count(LineSet drawn) const;

  /// The board's symmetries (rotations and reflections that keep the board and its pre-drawn
  /// lines), as line permutations; the identity first. Found from the dots' places, so that
  /// every grid has its own: 8 on a square board, 4 on other rectangles, 6 on a triangle, 12 on
  /// a hexagon, fewer where the border is not symmetric.
  int symmetry_count() const { return static_cast<int>(permutations_.size()); }
  const std::array<std::int8_t, kMaxLines>& symmetry(int index) const {
    return permutations_[static_cast<size_t>(index)];
  }
  /// A line set's image under a symmetry.
  LineSet transform(LineSet lines, int symmetry) const;
  /// The same position with the drawn lines of each border pair moved to its lowest lines.
  LineSet with_border_pairs_aligned(LineSet lines) const;
  /// The smallest form of a line set under the board's symmetries and the exchange of the lines
  /// of a border pair: equal for sets that are the same position. With `symmetry`, also which
  /// symmetry gives it.
  LineSet canonical(LineSet lines, int* symmetry = nullptr) const;
  /// The undrawn lines without those that play exactly like another: of the undrawn lines of a
  /// border pair, only the lowest.
  LineSet distinct_moves(LineSet undrawn) const;
  /// The line that stands for `line` in distinct_moves(): for a line of a border pair, the
  /// pair's lowest undrawn line (-1 when none is left); any other line is itself.
  int representative(LineSet drawn, int line) const;
  /// The line a symmetry sends `line` to, and back.
  int image(int line, int symmetry) const {
    return permutations_[static_cast<size_t>(symmetry)][static_cast<size_t>(line)];
  }
  int preimage(int line, int symmetry) const {
    return inverses_[static_cast<size_t>(symmetry)][static_cast<size_t>(line)];
  }

 private:
  int line_count_ = 0;
  int box_count_ = 0;
  LineSet all_ = 0;
  LineSet predrawn_ = 0;
  std::vector<LineSet> sides_;
  std::vector<std::array<int, 2>> boxes_of_;
  // The border lines of one box, for each box that has more than one (the corners). Which of
  // them are drawn does not matter to the game, only how many: each leads off the board from
  // the same box (in strings-and-coins terms, two strings from one coin to the ground).
  std::vector<LineSet> border_pairs_;
  std::vector<std::pair<LineSet, LineSet>> two_line_pairs_;  // the pair, its higher line
  // Groups of three or more: the end boxes of a one-row board, the corners of a hexagon, the
  // one cell of triangle 1 or hexagon 1.
  std::vector<LineSet> larger_groups_;
  std::vector<std::array<std::int8_t, kMaxLines>> permutations_;
  std::vector<std::array<std::int8_t, kMaxLines>> inverses_;
  // Per symmetry, per byte of a line set, per byte value: the image of those eight lines.
  std::vector<std::array<std::array<LineSet, 256>, 8>> byte_images_;
};

}  // namespace lucas
