#include "solve/chopsticks_table.h"

#include <algorithm>
#include <deque>
#include <vector>

namespace lucas {

namespace {

using ForMover = ChopsticksValue::ForMover;

// The position after a move, from the side of the player who then moves.
int successor(const ChopsticksRules& rules, Hands mover, Hands other, const ChopsticksMove& move) {
  const auto next = play(rules, ChopsticksPosition{{mover, other}, 0}, move);
  return ChopsticksTable::pair_index(next->hands[1]) * ChopsticksTable::kPairs +
         ChopsticksTable::pair_index(next->hands[0]);
}

// The distinct positions each position's moves lead to.
std::vector<std::vector<int>> successors(const ChopsticksRules& rules) {
  std::vector<std::vector<int>> out(ChopsticksTable::kPositions);
  for (int i = 0; i < ChopsticksTable::kPositions; ++i) {
    const Hands mover = ChopsticksTable::pair_hands(i / ChopsticksTable::kPairs);
    const Hands other = ChopsticksTable::pair_hands(i % ChopsticksTable::kPairs);
    const ChopsticksPosition position{{mover, other}, 0};
    if (position.is_over()) continue;
    for (const ChopsticksMove& move : legal_moves(rules, position))
      out[static_cast<size_t>(i)].push_back(successor(rules, mover, other, move));
    auto& s = out[static_cast<size_t>(i)];
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
  }
  return out;
}

}  // namespace

int ChopsticksTable::pair_index(Hands hands) {
  const int a = std::min(hands.left, hands.right);
  const int b = std::max(hands.left, hands.right);
  // Pairs with smaller hand a start after those with 0..a-1: 5 + 4 + … (5 - a + 1) of them.
  return a * 5 - a * (a - 1) / 2 + (b - a);
}

Hands ChopsticksTable::pair_hands(int index) {
  int a = 0;
  while (index >= 5 - a) index -= 5 - a++;
  return {a, a + index};
}

ChopsticksTable::ChopsticksTable(const ChopsticksRules& rules) : rules_(rules) {
  const auto next = successors(rules);
  std::vector<std::vector<int>> previous(kPositions);
  std::vector<int> undecided(kPositions, 0);  // successors not yet known to be won
  std::vector<bool> known(kPositions, false);
  std::deque<int> queue;
  for (int i = 0; i < kPositions; ++i) {
    for (int s : next[static_cast<size_t>(i)]) previous[static_cast<size_t>(s)].push_back(i);
    undecided[static_cast<size_t>(i)] = static_cast<int>(next[static_cast<size_t>(i)].size());
    const Hands mover = pair_hands(i / kPairs);
    const Hands other = pair_hands(i % kPairs);
    // A game over: lost by the player out of hands (the other one cannot be out too).
    if (mover.out() || other.out()) {
      values_[static_cast<size_t>(i)] = {mover.out() ? ForMover::loss : ForMover::win, 0};
      known[static_cast<size_t>(i)] = true;
      queue.push_back(i);
    }
  }
  // Positions leave the queue in order of their distance to the end, so a win is found by its
  // quickest move and a loss by its slowest.
  while (!queue.empty()) {
    const int s = queue.front();
    queue.pop_front();
    const ChopsticksValue v = values_[static_cast<size_t>(s)];
    for (int p : previous[static_cast<size_t>(s)]) {
      if (known[static_cast<size_t>(p)]) continue;
      if (v.outcome == ForMover::loss) {
        values_[static_cast<size_t>(p)] = {ForMover::win, v.moves + 1};
      } else if (--undecided[static_cast<size_t>(p)] == 0) {
        values_[static_cast<size_t>(p)] = {ForMover::loss, v.moves + 1};
      } else {
        continue;
      }
      known[static_cast<size_t>(p)] = true;
      queue.push_back(p);
    }
  }
  // What is left was never decided: a draw, the game going round for ever.
  const int start = pair_index({1, 1}) * kPairs + pair_index({1, 1});
  std::vector<bool> seen(kPositions, false);
  std::vector<int> stack{start};
  seen[static_cast<size_t>(start)] = true;
  while (!stack.empty()) {
    const int s = stack.back();
    stack.pop_back();
    ++reachable_;
    for (int n : next[static_cast<size_t>(s)])
      if (!seen[static_cast<size_t>(n)]) {
        seen[static_cast<size_t>(n)] = true;
        stack.push_back(n);
      }
  }
}

ChopsticksValue ChopsticksTable::value(Hands mover, Hands other) const {
  return values_[static_cast<size_t>(pair_index(mover) * kPairs + pair_index(other))];
}

ChopsticksValue ChopsticksTable::value(const ChopsticksPosition& position) const {
  const size_t me = static_cast<size_t>(position.to_move);
  return value(position.hands[me], position.hands[1 - me]);
}

std::array<int, 3> ChopsticksTable::counts() const {
  std::array<int, 3> out{0, 0, 0};
  for (const ChopsticksValue& v : values_) ++out[static_cast<size_t>(v.outcome)];
  return out;
}

std::optional<ChopsticksMove> ChopsticksTable::best_move(const ChopsticksPosition& position) const {
  std::optional<ChopsticksMove> best;
  int best_rank = 0;
  for (const ChopsticksMove& move : legal_moves(rules_, position)) {
    const ChopsticksPosition next = *play(rules_, position, move);
    const size_t me = static_cast<size_t>(position.to_move);
    const ChopsticksValue after = value(next.hands[1 - me], next.hands[me]);
    // Ranked for the mover: the opponent's quick loss first, then a draw, then the opponent's
    // slow win.
    const int rank = after.outcome == ForMover::loss   ? 2000 - after.moves
                     : after.outcome == ForMover::draw ? 1000
                                                       : after.moves;
    if (!best || rank > best_rank) {
      best = move;
      best_rank = rank;
    }
  }
  return best;
}

ChopsticksValue for_the_other(const ChopsticksValue& value) {
  switch (value.outcome) {
    case ForMover::win:
      return {ForMover::loss, value.moves};
    case ForMover::loss:
      return {ForMover::win, value.moves};
    case ForMover::draw:
      break;
  }
  return value;
}

ChopsticksMoveAnalysis analyze_move(const ChopsticksTable& table, const ChopsticksPosition& before,
                                    const ChopsticksMove& move) {
  ChopsticksMoveAnalysis out;
  out.before = table.value(before);
  const ChopsticksPosition next = *play(table.rules(), before, move);
  const size_t me = static_cast<size_t>(before.to_move);
  // After the move, from the mover's side: the other's value turned round, one move further.
  out.after = for_the_other(table.value(next.hands[1 - me], next.hands[me]));
  if (out.after.outcome != ForMover::draw) ++out.after.moves;
  // Ranked win > draw > loss: a move is a mistake when it drops a rank.
  const auto rank = [](ForMover o) { return o == ForMover::win ? 2 : o == ForMover::draw ? 1 : 0; };
  out.mistake = rank(out.after.outcome) < rank(out.before.outcome);
  if (out.mistake) out.best = table.best_move(before);
  return out;
}

}  // namespace lucas
