// The two-player Chopsticks game solved by retrograde analysis: every position won or lost in
// so many moves, the rest drawn (perfect players never finish them).
#pragma once

#include <array>
#include <optional>

#include "game/chopsticks.h"

namespace lucas {

/// A position's value for the player to move, with perfect play on both sides.
struct ChopsticksValue {
  /// The game with perfect play, for the player to move.
  enum class ForMover : std::uint8_t { win, loss, draw };
  ForMover outcome = ForMover::draw;
  /// Moves (by both players) until the game ends: the winner hurries, the loser holds out.
  /// 0 for a draw, and for a position whose game is over.
  int moves = 0;
  friend constexpr bool operator==(const ChopsticksValue&, const ChopsticksValue&) = default;
};

/// Every position of the two-player game under one set of rules, solved once when built.
///
/// Encoding: a player's hands are counted without their sides (1-2 and 2-1 are one pair, the
/// rules treating left and right alike), giving 15 pairs {a, b}, 0 <= a <= b <= 4, numbered
/// in that order (0-0, 0-1, …, 0-4, 1-1, …, 4-4). A position is the pair of the player to move
/// and the other's: index = mover * 15 + other, 225 positions.
class ChopsticksTable {
 public:
  static constexpr int kPairs = 15;
  static constexpr int kPositions = kPairs * kPairs;

  explicit ChopsticksTable(const ChopsticksRules& rules);

  const ChopsticksRules& rules() const { return rules_; }
  /// The value for the player to move with `mover`, the other having `other`.
  ChopsticksValue value(Hands mover, Hands other) const;
  /// The value of a two-player position for its player to move. Precondition: two players.
  ChopsticksValue value(const ChopsticksPosition& position) const;
  /// The value of the start for the first player.
  ChopsticksValue start() const { return value(ChopsticksPosition::start(2)); }
  /// How many of the 225 positions the start leads to, the start included.
  int reachable() const { return reachable_; }
  /// How many positions have each outcome, indexed by ForMover.
  std::array<int, 3> counts() const;
  /// The best move of a two-player position: the quickest win, else a draw, else the longest
  /// loss; the first such in legal_moves() order. Nothing once the game is over.
  std::optional<ChopsticksMove> best_move(const ChopsticksPosition& position) const;

  /// The pair number of a player's hands (the encoding above).
  static int pair_index(Hands hands);
  /// The hands of a pair number, the smaller on the left.
  static Hands pair_hands(int index);

 private:
  ChopsticksRules rules_;
  std::array<ChopsticksValue, kPositions> values_{};
  int reachable_ = 0;
};

/// One move of a two-player game weighed by the table: the value for the mover before it and
/// after it (with perfect play from there on), and the best move when it was worse.
struct ChopsticksMoveAnalysis {
  ChopsticksValue before;
  ChopsticksValue after;
  /// The move lost ground: a won game drawn or lost, or a drawn game lost. A slower win, or a
  /// quicker loss, is no mistake: the result with perfect play is the same.
  bool mistake = false;
  /// A best move, when the move played was a mistake.
  std::optional<ChopsticksMove> best;
};

/// Weighs `move` played in `before` (two players, game not over, move legal).
ChopsticksMoveAnalysis analyze_move(const ChopsticksTable& table, const ChopsticksPosition& before,
                                    const ChopsticksMove& move);

/// The value for the player who just moved, from the value for the one to move next.
ChopsticksValue for_the_other(const ChopsticksValue& value);

}  // namespace lucas
