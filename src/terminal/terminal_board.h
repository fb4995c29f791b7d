// A position drawn with Unicode characters for a terminal: the dots with their names, the drawn
// lines, the initials in the completed boxes and the last line marked.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "game/position.h"

namespace lucas {

/// How a board is drawn in a terminal.
struct TerminalStyle {
  /// ANSI colours: each player's initials in their colour, the last line in yellow.
  bool color = false;
};

/// The board of `position` as lines of text, each ending in '\n'.
///
/// On a board whose dots have letter names (at most 26 dots) each dot is drawn as its name, as
/// on the worksheet; on a larger one each dot is a '•', with the column letters above and the row
/// numbers at the left (the a1 names of game/notation.h). Drawn lines are ─ and │, the last
/// line drawn (`last`) is heavy (━ ┃) so that it shows without colours too, and a completed box
/// holds its owner's initial (`initials`, in playing order, each one character wide as
/// record/player_name.h's initial_of gives them).
std::string draw_board(const Position& position, const std::array<std::string, 2>& initials,
                       std::optional<Line> last, TerminalStyle style);

}  // namespace lucas
