// Chopsticks, the hand game of the Chopsticks page: its rules and variants as data, positions,
// moves and what a move does. Pure: no I/O, nothing thrown for a bad move.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <vector>

#include "game/result.h"

namespace lucas {

/// When a hand dies: at 5 or more (cutoff, the page's standard rule), or only at exactly 5,
/// counting on from 0 past it (rollover: 3 + 4 gives 2).
enum class HandEnd : std::uint8_t { cutoff, rollover };

/// The variants of the Chopsticks page, all combinable. The defaults are the page's standard
/// rules: cutoff, splits allowed, resurrection allowed, no suicide.
struct ChopsticksRules {
  HandEnd end = HandEnd::cutoff;
  bool splits = true;        ///< a player may split instead of touching
  bool resurrection = true;  ///< a split may bring fingers onto a dead hand
  bool suicide = false;      ///< a split may leave one of the mover's hands dead
  friend constexpr bool operator==(const ChopsticksRules&, const ChopsticksRules&) = default;
};

/// Every combination of the four variants (16), cutoff first, in a fixed order.
std::vector<ChopsticksRules> all_chopsticks_rules();

/// A player's hand, as the record names it: left (G/L) or right (D/R).
enum class Hand : std::uint8_t { left, right };

/// The fingers a player's two hands show, each 0 (a dead hand, a fist) to 4.
struct Hands {
  int left = 1;
  int right = 1;
  constexpr int operator[](Hand h) const { return h == Hand::left ? left : right; }
  constexpr int& operator[](Hand h) { return h == Hand::left ? left : right; }
  constexpr int total() const { return left + right; }
  /// Both hands dead: the player is out.
  constexpr bool out() const { return left == 0 && right == 0; }
  friend constexpr auto operator<=>(const Hands&, const Hands&) = default;
};

/// A move: a touch (one of my live hands on a live hand of the target player) or a split (my
/// hands become `after`, same total).
struct ChopsticksMove {
  enum class Kind : std::uint8_t { touch, split };
  Kind kind = Kind::touch;
  Hand mine = Hand::left;    ///< touch: the hand that touches
  Hand theirs = Hand::left;  ///< touch: the hand touched
  int target = 1;            ///< touch: the player touched, by place in the circle
  Hands after;               ///< split: the mover's hands after it

  static constexpr ChopsticksMove touch(Hand mine, Hand theirs, int target) {
    return {Kind::touch, mine, theirs, target, {}};
  }
  static constexpr ChopsticksMove split(Hands after) {
    return {Kind::split, Hand::left, Hand::left, 0, after};
  }
  friend constexpr bool operator==(const ChopsticksMove&, const ChopsticksMove&) = default;
};

/// Why a move breaks the rules.
enum class ChopsticksError : std::uint8_t {
  dead_hand_touches,  ///< my touching hand is dead
  touches_dead_hand,  ///< the touched hand is dead (or its player is out)
  touches_self,       ///< the target is the mover
  no_such_player,     ///< the target is no player of the circle
  splits_forbidden,   ///< `splits: no`
  split_no_change,    ///< the split leaves the hands as they were, or only swaps them
  split_total,        ///< the split changes the total
  split_over_four,    ///< the split puts 5 or more (or less than 0) on a hand
  split_kills,        ///< the split leaves one of my hands dead, without `suicide`
  split_resurrects,   ///< the split raises a dead hand, without `resurrection`
};

/// A hand's fingers after `added` more reach it: dead (0) at 5 or more with cutoff, at exactly
/// 5 with rollover, which counts on from 0 past 5.
constexpr int add_fingers(HandEnd end, int hand, int added) {
  const int sum = hand + added;
  if (sum < 5) return sum;
  return end == HandEnd::cutoff ? 0 : sum % 5;
}

/// A game: every player's hands, in circle order, and whose turn it is. Players play in circle
/// order, skipping those who are out; once the game is over, `to_move` stays the last mover.
struct ChopsticksPosition {
  std::vector<Hands> hands;
  int to_move = 0;

  /// Everyone at 1 and 1, the first player to move. Precondition: players >= 2.
  static ChopsticksPosition start(int players);
  int players() const { return static_cast<int>(hands.size()); }
  /// Fewer than two players keep a live hand.
  bool is_over() const;
  /// The last player with a live hand, once the game is over.
  std::optional<int> winner() const;
  friend bool operator==(const ChopsticksPosition&, const ChopsticksPosition&) = default;
};

/// Why `move` cannot be played in `position` under `rules`, or nothing when it can.
/// Precondition: !position.is_over().
std::optional<ChopsticksError> rule_error(const ChopsticksRules& rules,
                                          const ChopsticksPosition& position,
                                          const ChopsticksMove& move);

/// The position after a move, or why the move cannot be played.
Result<ChopsticksPosition, ChopsticksError> play(const ChopsticksRules& rules,
                                                 const ChopsticksPosition& position,
                                                 const ChopsticksMove& move);

/// Every legal move of the player to move: touches (mine left, right × each live hand of each
/// other player) then splits, each split once. Empty when the game is over.
std::vector<ChopsticksMove> legal_moves(const ChopsticksRules& rules,
                                        const ChopsticksPosition& position);

}  // namespace lucas
