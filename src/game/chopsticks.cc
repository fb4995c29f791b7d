#include "game/chopsticks.h"

#include <algorithm>

namespace lucas {

std::vector<ChopsticksRules> all_chopsticks_rules() {
  std::vector<ChopsticksRules> out;
  for (HandEnd end : {HandEnd::cutoff, HandEnd::rollover})
    for (bool splits : {true, false})
      for (bool resurrection : {true, false})
        for (bool suicide : {false, true}) out.push_back({end, splits, resurrection, suicide});
  return out;
}

ChopsticksPosition ChopsticksPosition::start(int players) {
  ChopsticksPosition p;
  p.hands.assign(static_cast<size_t>(players), Hands{1, 1});
  return p;
}

bool ChopsticksPosition::is_over() const {
  return std::count_if(hands.begin(), hands.end(), [](Hands h) { return !h.out(); }) < 2;
}

std::optional<int> ChopsticksPosition::winner() const {
  if (!is_over()) return std::nullopt;
  for (int i = 0; i < players(); ++i)
    if (!hands[static_cast<size_t>(i)].out()) return i;
  return std::nullopt;
}

std::optional<ChopsticksError> rule_error(const ChopsticksRules& rules,
                                          const ChopsticksPosition& position,
                                          const ChopsticksMove& move) {
  const Hands mine = position.hands[static_cast<size_t>(position.to_move)];
  if (move.kind == ChopsticksMove::Kind::touch) {
    if (move.target < 0 || move.target >= position.players())
      return ChopsticksError::no_such_player;
    if (move.target == position.to_move) return ChopsticksError::touches_self;
    if (mine[move.mine] == 0) return ChopsticksError::dead_hand_touches;
    if (position.hands[static_cast<size_t>(move.target)][move.theirs] == 0)
      return ChopsticksError::touches_dead_hand;
    return std::nullopt;
  }
  const Hands after = move.after;
  if (!rules.splits) return ChopsticksError::splits_forbidden;
  if (after.total() != mine.total()) return ChopsticksError::split_total;
  if (after.left < 0 || after.right < 0 || after.left > 4 || after.right > 4)
    return ChopsticksError::split_over_four;
  if (after == mine || (after.left == mine.right && after.right == mine.left))
    return ChopsticksError::split_no_change;
  // A hand that was live and is dead after the split: the mover killed it.
  const bool kills = (mine.left > 0 && after.left == 0) || (mine.right > 0 && after.right == 0);
  if (kills && !rules.suicide) return ChopsticksError::split_kills;
  const bool raises = (mine.left == 0 && after.left > 0) || (mine.right == 0 && after.right > 0);
  if (raises && !rules.resurrection) return ChopsticksError::split_resurrects;
  return std::nullopt;
}

Result<ChopsticksPosition, ChopsticksError> play(const ChopsticksRules& rules,
                                                 const ChopsticksPosition& position,
                                                 const ChopsticksMove& move) {
  if (const auto error = rule_error(rules, position, move))
    return Result<ChopsticksPosition, ChopsticksError>::failure(*error);
  ChopsticksPosition next = position;
  Hands& mine = next.hands[static_cast<size_t>(position.to_move)];
  if (move.kind == ChopsticksMove::Kind::touch) {
    int& theirs = next.hands[static_cast<size_t>(move.target)][move.theirs];
    theirs = add_fingers(rules.end, theirs, mine[move.mine]);
  } else {
    mine = move.after;
  }
  if (!next.is_over()) {
    // The next player round the circle who still has a live hand.
    do {
      next.to_move = (next.to_move + 1) % next.players();
    } while (next.hands[static_cast<size_t>(next.to_move)].out());
  }
  return next;
}

std::vector<ChopsticksMove> legal_moves(const ChopsticksRules& rules,
                                        const ChopsticksPosition& position) {
  std::vector<ChopsticksMove> out;
  if (position.is_over()) return out;
  for (int step = 1; step < position.players(); ++step) {
    const int target = (position.to_move + step) % position.players();
    for (Hand mine : {Hand::left, Hand::right})
      for (Hand theirs : {Hand::left, Hand::right}) {
        const auto move = ChopsticksMove::touch(mine, theirs, target);
        if (!rule_error(rules, position, move)) out.push_back(move);
      }
  }
  const int total = position.hands[static_cast<size_t>(position.to_move)].total();
  for (int left = 0; left <= std::min(total, 4); ++left) {
    const auto move = ChopsticksMove::split({left, total - left});
    if (!rule_error(rules, position, move)) out.push_back(move);
  }
  return out;
}

}  // namespace lucas
