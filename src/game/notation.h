// How dots and lines are written: the worksheet's letters and the a1 coordinates.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "game/board.h"

namespace lucas {

/// Largest board, in dots, whose dots are named by single letters A, B, C ... row by row.
inline constexpr int kMaxLetterDots = 26;

/// Whether the board's dots have letter names (at most 26 dots).
inline bool has_letter_names(const Board& board) { return board.point_count() <= kMaxLetterDots; }

/// The worksheet's letter name of a dot: A B C D / E F G H / I J K L on 3x4 dots; on every
/// grid, letters in reading order (row by row from the top, left to right).
/// Precondition: has_letter_names(board).
std::string letter_name(const Board& board, Point p);
/// The coordinate name of a dot: column letter(s) then row number, a1 top-left, b1 to its right,
/// a2 below it; on the triangle and hexagon grids the letter is the dot's place in its row. Columns
/// after z go on as aa, ab ... as on a spreadsheet.
std::string coordinate_name(Point p);
/// The column letters alone (a, b ... z, aa ...).
std::string column_name(int col);
/// The name lucas prints for a dot: its letter when the board has letter names, else coordinates.
std::string point_name(const Board& board, Point p);
/// The name lucas prints for a line: its two ends joined by '-', top or left end first.
std::string line_name(const Board& board, Line line);
/// Two dots joined by '-' in the order given, each named as lucas prints it: a line as the pupil
/// wrote it ("e-f" is "E-F", "F-B" stays "F-B").
std::string line_name(const Board& board, Point a, Point b);

/// Reads a dot name, letter or coordinates, in either case. Nothing when it names no dot of the
/// board.
std::optional<Point> parse_point(const Board& board, std::string_view text);

/// Why a written line is not a line of the board.
enum class LineError {
  none,
  malformed,     ///< not two names joined by '-'
  not_a_point,   ///< one of the names is no dot of the board
  not_adjacent,  ///< A-C skips a dot, A-A joins a dot to itself
  diagonal,      ///< A-F (square boards: other grids have no diagonals, only not_adjacent)
};

/// A written line read against a board.
struct LineReading {
  std::optional<Line> line;
  LineError error = LineError::none;
  /// The name that is no dot, for not_a_point.
  std::string bad_name;
  /// The two dots named, when both are dots of the board (a diagonal has them too).
  std::optional<std::array<Point, 2>> ends;
};

/// Reads "A-B", "b-a", "a1-b1" (spaces around the names are allowed).
LineReading parse_line(const Board& board, std::string_view text);

}  // namespace lucas
