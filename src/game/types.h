// The game's nouns as small value types.
#pragma once

#include <compare>
#include <cstdint>

namespace lucas {

/// A dot of the board. Row 0 is the top row, column 0 the left column.
struct Point {
  int row = 0;
  int col = 0;
  friend constexpr auto operator<=>(const Point&, const Point&) = default;
};

/// A line between two neighbouring dots, named by its index in the board's line table.
/// Encoding (Board), square boards: horizontal lines first, row by row from the top, left to
/// right (index = row * (cols - 1) + col), then vertical lines, row by row, left to right
/// (index = rows * (cols - 1) + row * cols + col), where (row, col) is the line's top or left dot.
/// Triangular and hexagonal boards: lines ordered by their first dot, then by their second, the
/// dots of a line taken in reading order (row by row from the top, left to right).
struct Line {
  int index = -1;
  friend constexpr auto operator<=>(const Line&, const Line&) = default;
};

/// A cell of the board (a box on a square board), by index: row by row from the top, left to
/// right. The worksheet numbers boxes from 1, so box number = index + 1 (box 1 = A B F E on the
/// 3x4-dot sheet). On a triangular board a row of cells is the strip between two rows of dots,
/// its up and down triangles numbered in turn from the left.
struct Box {
  int index = -1;
  constexpr int number() const { return index + 1; }
  friend constexpr auto operator<=>(const Box&, const Box&) = default;
};

/// One of the two players, in playing order: the first one starts.
enum class Player : std::uint8_t { first = 0, second = 1 };

constexpr Player opponent(Player p) { return p == Player::first ? Player::second : Player::first; }
constexpr int index_of(Player p) { return static_cast<int>(p); }

/// The lattice of a board: square boxes, triangular cells in a large triangle (apex at the
/// top), or hexagonal cells in a large hexagon (each cell with a vertex at the top).
enum class Grid : std::uint8_t { square, triangle, hexagon };

/// Where a dot stands on paper, in line lengths: x to the right and y down from the top-left
/// corner of the board's bounding box.
struct Place {
  double x = 0;
  double y = 0;
  friend constexpr bool operator==(const Place&, const Place&) = default;
};

/// Lines drawn before the first move (the Swedish board page): none, the whole outer border
/// (Swedish board), or only its left and bottom sides (Icelandic board).
enum class Border : std::uint8_t { none, swedish, icelandic };

}  // namespace lucas
