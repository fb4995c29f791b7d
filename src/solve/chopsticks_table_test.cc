#include "solve/chopsticks_table.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <vector>

namespace lucas {
namespace {

using ForMover = ChopsticksValue::ForMover;

// The independent method: the positions with hands on their sides (625 of them, left and right
// told apart), solved forwards by rounds from the rules' own legal_moves and play. Round k finds
// the positions won within k moves (a move to a position lost within k - 1) and lost within k
// (every move to a position won within k - 1); what no round decides is a draw.
std::map<std::pair<Hands, Hands>, ChopsticksValue> solve_forwards(const ChopsticksRules& rules) {
  std::vector<std::pair<Hands, Hands>> all;
  for (int a = 0; a <= 4; ++a)
    for (int b = 0; b <= 4; ++b)
      for (int c = 0; c <= 4; ++c)
        for (int d = 0; d <= 4; ++d) all.push_back({{a, b}, {c, d}});
  std::map<std::pair<Hands, Hands>, ChopsticksValue> known;
  for (const auto& [me, other] : all)
    if (me.out() || other.out())
      known[{me, other}] = {me.out() ? ForMover::loss : ForMover::win, 0};
  for (int round = 1;; ++round) {
    std::map<std::pair<Hands, Hands>, ChopsticksValue> found;
    for (const auto& [me, other] : all) {
      if (known.count({me, other})) continue;
      const ChopsticksPosition p{{me, other}, 0};
      bool wins = false;
      bool all_won = true;
      for (const ChopsticksMove& m : legal_moves(rules, p)) {
        const auto next = *play(rules, p, m);
        const auto it = known.find({next.hands[1], next.hands[0]});
        const bool lost_there = it != known.end() && it->second.outcome == ForMover::loss;
        const bool won_there = it != known.end() && it->second.outcome == ForMover::win;
        wins = wins || lost_there;
        all_won = all_won && won_there;
      }
      if (wins)
        found[{me, other}] = {ForMover::win, round};
      else if (all_won)
        found[{me, other}] = {ForMover::loss, round};
    }
    if (found.empty()) break;
    known.insert(found.begin(), found.end());
  }
  for (const auto& key : all)
    if (!known.count(key)) known[key] = {ForMover::draw, 0};
  return known;
}

class ChopsticksTableTest : public ::testing::TestWithParam<ChopsticksRules> {};

TEST_P(ChopsticksTableTest, AgreesWithForwardSearchOnEveryPosition) {
  const ChopsticksTable table(GetParam());
  const auto forwards = solve_forwards(GetParam());
  for (const auto& [key, value] : forwards) {
    const ChopsticksValue v = table.value(key.first, key.second);
    EXPECT_EQ(v.outcome, value.outcome) << key.first.left << "-" << key.first.right << " vs "
                                        << key.second.left << "-" << key.second.right;
    EXPECT_EQ(v.moves, value.moves) << key.first.left << "-" << key.first.right << " vs "
                                    << key.second.left << "-" << key.second.right;
  }
}

// The table counts a player's hands without their sides: that is only sound if swapping a
// player's hands never changes a value, which the forward search (sides told apart) shows.
TEST_P(ChopsticksTableTest, SwappingAPlayersHandsKeepsTheValue) {
  const auto forwards = solve_forwards(GetParam());
  for (const auto& [key, value] : forwards) {
    const Hands me = key.first;
    const Hands other = key.second;
    EXPECT_EQ(value, (forwards.at({{me.right, me.left}, other})));
    EXPECT_EQ(value, (forwards.at({me, {other.right, other.left}})));
  }
}

TEST_P(ChopsticksTableTest, BestMoveKeepsTheValue) {
  const ChopsticksTable table(GetParam());
  for (int i = 0; i < ChopsticksTable::kPositions; ++i) {
    const ChopsticksPosition p{
        {ChopsticksTable::pair_hands(i / 15), ChopsticksTable::pair_hands(i % 15)}, 0};
    const auto best = table.best_move(p);
    if (p.is_over()) {
      EXPECT_FALSE(best);
      continue;
    }
    ASSERT_TRUE(best);
    const ChopsticksValue here = table.value(p);
    const ChopsticksPosition next = *play(GetParam(), p, *best);
    const ChopsticksValue there = table.value(next.hands[1], next.hands[0]);  // the other's
    switch (here.outcome) {
      case ForMover::win:
        EXPECT_EQ(there.outcome, ForMover::loss);
        EXPECT_EQ(there.moves, here.moves - 1);
        break;
      case ForMover::loss:
        EXPECT_EQ(there.outcome, ForMover::win);
        EXPECT_EQ(there.moves, here.moves - 1);
        break;
      case ForMover::draw:
        EXPECT_EQ(there.outcome, ForMover::draw);
        break;
    }
  }
}

TEST_P(ChopsticksTableTest, ReachableIsAtMostAllAndCountsAddUp) {
  const ChopsticksTable table(GetParam());
  EXPECT_GT(table.reachable(), 1);
  EXPECT_LE(table.reachable(), ChopsticksTable::kPositions);
  const auto counts = table.counts();
  EXPECT_EQ(counts[0] + counts[1] + counts[2], 225);
}

INSTANTIATE_TEST_SUITE_P(EveryVariant, ChopsticksTableTest,
                         ::testing::ValuesIn(all_chopsticks_rules()));

TEST(ChopsticksTableTest, FifteenPairsGiveTwoHundredTwentyFivePositions) {
  std::set<int> seen;
  for (int a = 0; a <= 4; ++a)
    for (int b = 0; b <= 4; ++b) {
      const int i = ChopsticksTable::pair_index({a, b});
      EXPECT_EQ(i, ChopsticksTable::pair_index({b, a}));
      EXPECT_GE(i, 0);
      EXPECT_LT(i, 15);
      seen.insert(i);
      const Hands back = ChopsticksTable::pair_hands(i);
      EXPECT_EQ(back.left, std::min(a, b));
      EXPECT_EQ(back.right, std::max(a, b));
    }
  EXPECT_EQ(seen.size(), 15u);
  EXPECT_EQ(ChopsticksTable::kPositions, 225);
  EXPECT_EQ(ChopsticksTable::pair_index({0, 0}), 0);
  EXPECT_EQ(ChopsticksTable::pair_index({4, 4}), 14);
}

TEST(ChopsticksTableTest, PositionsWithAPlayerOutAreOver) {
  const ChopsticksTable table(ChopsticksRules{});
  EXPECT_EQ(table.value({0, 0}, {1, 1}), (ChopsticksValue{ForMover::loss, 0}));
  // One move from the end: 0-4 touching a lone 1 kills it.
  EXPECT_EQ(table.value({0, 4}, {0, 1}), (ChopsticksValue{ForMover::win, 1}));
}

}  // namespace
}  // namespace lucas

namespace lucas {
namespace {

// The best move keeps the value; any move is weighed from the mover's side, counting itself.
TEST(ChopsticksAnalysisTest, BestMoveIsNoMistakeAndAfterCountsTheMove) {
  const ChopsticksRules no_splits{HandEnd::cutoff, false, true, false};
  const ChopsticksTable table(no_splits);
  // Lina 2-1, Sami 4-1, Sami to move: Sami wins in 5 (the documented line).
  const ChopsticksPosition p{{{2, 1}, {4, 1}}, 1};
  const ChopsticksMoveAnalysis best = analyze_move(table, p, *table.best_move(p));
  EXPECT_EQ(best.before, (ChopsticksValue{ForMover::win, 5}));
  EXPECT_EQ(best.after, (ChopsticksValue{ForMover::win, 5}));
  EXPECT_FALSE(best.mistake);
  EXPECT_FALSE(best.best);
}

TEST(ChopsticksAnalysisTest, ThrowingAWinAwayIsAMistake) {
  const ChopsticksRules no_splits{HandEnd::cutoff, false, true, false};
  const ChopsticksTable table(no_splits);
  const ChopsticksPosition p{{{2, 1}, {4, 1}}, 1};
  int mistakes = 0;
  for (const ChopsticksMove& m : legal_moves(no_splits, p)) {
    const auto a = analyze_move(table, p, m);
    const bool worse = a.after.outcome != ForMover::win;
    EXPECT_EQ(a.mistake, worse);
    EXPECT_EQ(a.best.has_value(), worse);
    mistakes += worse;
  }
  EXPECT_GT(mistakes, 0);
}

TEST(ChopsticksAnalysisTest, TheOthersValueTurnsRound) {
  EXPECT_EQ(for_the_other({ForMover::win, 3}), (ChopsticksValue{ForMover::loss, 3}));
  EXPECT_EQ(for_the_other({ForMover::loss, 2}), (ChopsticksValue{ForMover::win, 2}));
  EXPECT_EQ(for_the_other({ForMover::draw, 0}), (ChopsticksValue{ForMover::draw, 0}));
}

}  // namespace
}  // namespace lucas
