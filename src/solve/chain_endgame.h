// The exact value of an endgame of chains and loops in any state, in normal play and in misère:
// every box not yet completed has one or two sides left to draw, but for at most one, the
// junction. In strings-and-coins terms every coin but the junction has at most two strings, so
// each part of the board is a path of coins (a chain, opened or not, whose ends lead off the
// board or stop at a coin with one string), a cycle (a loop), or an arm of the junction: a chain
// with one end in the junction (its other end leading off the board or stopping), or both (a
// loop through it).
#pragma once

#include <string>
#include <unordered_map>

#include "solve/compact_board.h"

namespace lucas {

/// Values such endgames by a search over the multiset of their parts, memoised: where a chain
/// runs on the board does not matter, only its size and how many of its ends lead off the board,
/// and the same for the junction's arms. The simple loony endgame (LoonyEndgame) is the case
/// where no box can be taken yet and there is no junction; this one also holds the positions
/// with boxes to take, and misère, which has no rule of thumb for them.
class ChainEndgame {
 public:
  explicit ChainEndgame(bool misere = false) : misere_(misere) {}

  /// Net boxes for the player to move (in misère, the opponent's boxes minus theirs).
  /// Precondition: every box of `drawn` not completed has one or two sides left, but at most
  /// one (the junction).
  int value(const CompactBoard& board, LineSet drawn) { return value_of(parts(board, drawn)); }
  /// The same searched with a window, as the solver asks: the value when it lies strictly
  /// between alpha and beta, else a bound on the same side (at most alpha, at least beta).
  int value(const CompactBoard& board, LineSet drawn, int alpha, int beta) {
    return search(parts(board, drawn), alpha, beta);
  }

  /// What the value depends on, one byte per part, sorted: a chain's size (1 to 63) with the
  /// number of its ends that lead off the board (0, 1 or 2) in the top two bits, or a loop's size
  /// with 3 there. With a junction, then a zero byte and one byte per arm, sorted: its size (0
  /// for a side of the junction that leads off the board) with 0 in the top two bits when its
  /// far end leads off the board, 1 when it stops at a box with one side left, 2 for a loop
  /// through the junction. Same precondition.
  static std::string parts(const CompactBoard& board, LineSet drawn);

  /// The value of an endgame given by its parts in the form parts() gives them (sorted).
  int value_of(const std::string& parts) { return search(parts, -1000, 1000); }

  /// How many endgames are remembered.
  size_t memo_size() const { return memo_.size(); }

 private:
  // What the searches proved of an endgame's value.
  struct Bounds {
    int lower;
    int upper;
    int best_move;  // in the order the search makes the moves, -1 when none is known
  };
  // Alpha-beta over the parts, remembering bounds: only the moves that can change the answer
  // are searched (triangle 4 in misère: ... ).
  int search(const std::string& parts, int alpha, int beta);

  bool misere_;
  std::unordered_map<std::string, Bounds> memo_;
};

}  // namespace lucas
