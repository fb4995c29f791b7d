// The exact value of an endgame of chains and loops in any state, in normal play and in misère:
// every box not yet completed has one or two sides left to draw, but for a few, the junctions
// (three sides or more left). In strings-and-coins terms every other coin has at most two
// strings, so the board is chains of coins (opened or not: each end leads off the board, stops
// at a coin with one string, or leads into a junction) and loops, joined at the junctions.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solve/compact_board.h"
#include "solve/endgame_memo.h"

namespace lucas {

/// Values such endgames by a search over their parts, memoised: where a chain runs on the board
/// does not matter, only its size and where its ends lead (off the board, nowhere, which
/// junction), and the junctions only by the chains they touch. The simple loony endgame
/// (LoonyEndgame) is the case where no box can be taken yet and there is no junction; this one
/// also holds the positions with boxes to take, and misère, which has no rule of thumb for them.
class ChainEndgame {
 public:
  explicit ChainEndgame(bool misere = false);
  /// An endgame whose memo is shared between threads: it and those made from it with sharer()
  /// find what any of them proved.
  struct Shared {};
  ChainEndgame(bool misere, Shared);
  /// Another endgame on the same shared memo, for another thread (on a memo of its own when
  /// this one has none).
  ChainEndgame sharer() const;
  ~ChainEndgame();
  ChainEndgame(ChainEndgame&&) noexcept;
  ChainEndgame& operator=(ChainEndgame&&) noexcept;

  /// Net boxes for the player to move (in misère, the opponent's boxes minus theirs).
  /// Precondition: at most 14 boxes of `drawn` have three sides or more left (the junctions).
  int value(const CompactBoard& board, LineSet drawn) { return value(board, drawn, -1000, 1000); }
  /// The same searched with a window, as the solver asks: the value when it lies strictly
  /// between alpha and beta, else a bound on the same side (at most alpha, at least beta).
  int value(const CompactBoard& board, LineSet drawn, int alpha, int beta);

  /// What the value depends on, one byte per part, sorted: a chain's size (1 to 63) with the
  /// number of its ends that lead off the board (0, 1 or 2) in the top two bits, or a loop's size
  /// with 3 there. With junctions, then a zero byte and two bytes per chain that leads into one,
  /// sorted: its ends (a junction's number in the high four bits; the other end's in the low
  /// four: a junction, 14 off the board, 15 stopping at a box with one side left) and its size
  /// (0 for a junction's side off the board or between two junctions). Same precondition.
  static std::string parts(const CompactBoard& board, LineSet drawn);

  /// The value of an endgame given by its parts in the form parts() gives them (sorted), of at
  /// most 64 lines as a board has.
  int value_of(const std::string& parts);

  // The parts and junction chains of an endgame as the search works on them, and its key
  // (defined in chain_endgame.cc, where they are used).
  struct Endgame;
  struct Key;

 private:
  // What the searches proved of an endgame's value.
  struct Bounds {
    int lower;
    int upper;
  };
  // Alpha-beta over the parts, remembering bounds: only the moves that can change the answer
  // are searched (triangle 4 in misère, up to three junctions: 55.6 s of CPU with every move
  // searched, 47.8 s with the window).
  int search(const Endgame& endgame, const Key& key, int alpha, int beta);
  static Endgame describe(const CompactBoard& board, LineSet drawn);
  static Endgame from_key(std::string_view key);
  // The endgame of a key that key_of() wrote (normalized already).
  static Endgame decode(std::string_view key);
  static Key key_of(const Endgame& endgame);

  // The memo: this endgame's own, or the one it shares.
  std::optional<Bounds> recall(std::string_view key) const;
  void remember(std::string_view key, const Bounds& bounds);

  bool misere_;
  EndgameMemo<Bounds> memo_;
  std::shared_ptr<SharedEndgameMemo<Bounds>> shared_;
  // The moves of the nodes being searched, each node's after its parent's: their keys, made
  // once for the look-ahead and the search, and what the memo knew of them.
  struct Move;
  std::vector<Move> moves_;
};

}  // namespace lucas
