// The exact value of a "simple loony endgame" (Buzzard & Ciere 2014): every box not yet completed
// has exactly two sides left to draw, so the board is only chains and loops whose ends lead off the
// board, and the player to move must open one of them.
#pragma once

#include <string>

#include "solve/compact_board.h"
#include "solve/endgame_memo.h"

namespace lucas {

/// Values such endgames by recursion over the multiset of chain and loop sizes, memoised: the
/// geometry of the chains does not matter, only their sizes.
class LoonyEndgame {
 public:
  /// Net boxes for the player to move: value_of_components(components(board, drawn)).
  /// Precondition: every box of `drawn` not completed has exactly two sides left.
  int value(const CompactBoard& board, LineSet drawn) {
    return value_of_components(components(board, drawn));
  }
  /// What the value depends on: one byte per chain or loop, its size, loops marked by the high
  /// bit (0x80), sorted. Same precondition.
  static std::string components(const CompactBoard& board, LineSet drawn);
  /// The value of an endgame given by its components, in the form components() gives them
  /// (sorted): also for endgames of boards too big to hold, such as a loop of three beside a
  /// long chain, which needs a hexagon of three cells a side (72 lines).
  int value_of_components(std::string components) { return value_of(components); }

 private:
  int value_of(std::string& key);
  EndgameMemo<int> memo_;
};

}  // namespace lucas
