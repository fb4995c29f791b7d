// The one grammar of a board's size, as records and the command line write it: "3x4", "3 × 4".
#pragma once

#include <string_view>

#include "game/board.h"
#include "game/result.h"

namespace lucas {

/// What a size counts: dots (`dots: 3x4`, --dots) or boxes (`boxes: 2x3`, --boxes). A board of
/// R x C boxes has R + 1 x C + 1 dots.
enum class SizeUnit { dots, boxes };

/// Why a text is no board size.
struct SizeError {
  enum class Kind {
    not_a_size,    ///< not "rows x columns" at all
    out_of_range,  ///< a size, but a side is outside Board's limits
  };
  Kind kind = Kind::not_a_size;
  /// The smallest and largest side allowed, counted in the unit the size was written in.
  int min = 0;
  int max = 0;
  friend constexpr bool operator==(const SizeError&, const SizeError&) = default;
};

/// Reads "rows x columns" in the given unit and returns the square board of that size, in dots,
/// within Board::valid_size. The grammar, in full:
///
///     size      = spaces number spaces separator spaces number spaces
///     number    = digit { digit }          (no sign, no decimal point)
///     separator = "x" | "X" | "×"          (U+00D7, the multiplication sign)
///     spaces    = { " " | tab }
///
/// so "3x4", "3X4", "3×4", "3 x 4" and " 3 × 4 " are all 3 rows of 4. A number too long for an
/// int is a size far out of range, not a malformed one.
Result<BoardShape, SizeError> parse_board_size(std::string_view text, SizeUnit unit);

}  // namespace lucas
