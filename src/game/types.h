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
/// Encoding (Board): horizontal lines first, row by row from the top, left to right
/// (index = row * (cols - 1) + col), then vertical lines, row by row, left to right
/// (index = horizontal_count + row * cols + col), where (row, col) is the line's top or left dot.
struct Line {
  int index = -1;
  friend constexpr auto operator<=>(const Line&, const Line&) = default;
};

/// A unit box, by index: left to right, then top to bottom. The worksheet numbers boxes from 1,
/// so box number = index + 1 (box 1 = A B F E on the 3x4-dot sheet).
struct Box {
  int index = -1;
  constexpr int number() const { return index + 1; }
  friend constexpr auto operator<=>(const Box&, const Box&) = default;
};

/// One of the two players, in playing order: the first one starts.
enum class Player : std::uint8_t { first = 0, second = 1 };

constexpr Player opponent(Player p) { return p == Player::first ? Player::second : Player::first; }
constexpr int index_of(Player p) { return static_cast<int>(p); }

/// Lines drawn before the first move (the Swedish board page): none, the whole outer border
/// (Swedish board), or only its left and bottom sides (Icelandic board).
enum class Border : std::uint8_t { none, swedish, icelandic };

}  // namespace lucas
