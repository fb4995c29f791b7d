#include "game/chopsticks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

namespace lucas {
namespace {

using Error = std::optional<ChopsticksError>;
constexpr Hand L = Hand::left;
constexpr Hand R = Hand::right;

constexpr ChopsticksRules kStandard{};
constexpr ChopsticksRules kRollover{HandEnd::rollover, true, true, false};
constexpr ChopsticksRules kNoSplits{HandEnd::cutoff, false, true, false};
constexpr ChopsticksRules kNoResurrection{HandEnd::cutoff, true, false, false};
constexpr ChopsticksRules kSuicide{HandEnd::cutoff, true, true, true};

// One row: rules, the hands of each player in circle order, who moves, the move, then either
// the hands after it and who moves next, or the rule it breaks.
struct RuleRow {
  const char* name;
  ChopsticksRules rules;
  std::vector<Hands> before;
  int to_move;
  ChopsticksMove move;
  std::vector<Hands> after;  // empty when the move is illegal
  int next;
  Error error;
};

void PrintTo(const RuleRow& row, std::ostream* os) { *os << row.name; }

class ChopsticksRuleTest : public ::testing::TestWithParam<RuleRow> {};

TEST_P(ChopsticksRuleTest, MoveGivesItsResult) {
  const RuleRow& row = GetParam();
  const ChopsticksPosition before{row.before, row.to_move};
  const auto played = play(row.rules, before, row.move);
  EXPECT_EQ(rule_error(row.rules, before, row.move), row.error);
  // A legal move is one of the legal moves, and an illegal one is not.
  const auto moves = legal_moves(row.rules, before);
  const bool listed = std::find(moves.begin(), moves.end(), row.move) != moves.end();
  if (row.error) {
    ASSERT_FALSE(played.has_value());
    EXPECT_EQ(played.error(), *row.error);
    EXPECT_FALSE(listed);
    return;
  }
  ASSERT_TRUE(played.has_value());
  EXPECT_EQ(played->hands, row.after);
  EXPECT_EQ(played->to_move, row.next);
  EXPECT_TRUE(listed);
}

const auto T = ChopsticksMove::touch;
const auto S = ChopsticksMove::split;

INSTANTIATE_TEST_SUITE_P(
    Rules, ChopsticksRuleTest,
    ::testing::Values(
        // Touches: theirs adds my number, mine does not change.
        RuleRow{"TouchAdds", kStandard, {{2, 1}, {1, 3}}, 0, T(L, R, 1), {{2, 1}, {1, 0}}, 1, {}},
        RuleRow{"TouchAddsBelowFive",
                kStandard,
                {{2, 1}, {1, 1}},
                0,
                T(L, L, 1),
                {{2, 1}, {3, 1}},
                1,
                {}},
        RuleRow{"CutoffKillsAtFive",
                kStandard,
                {{2, 1}, {3, 1}},
                0,
                T(L, L, 1),
                {{2, 1}, {0, 1}},
                1,
                {}},
        RuleRow{"CutoffKillsAboveFive",
                kStandard,
                {{4, 1}, {4, 1}},
                0,
                T(L, L, 1),
                {{4, 1}, {0, 1}},
                1,
                {}},
        RuleRow{"CutoffFourStaysBelowFive",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                T(L, L, 1),
                {{3, 1}, {4, 1}},
                1,
                {}},
        RuleRow{"RolloverKillsAtExactlyFive",
                kRollover,
                {{2, 1}, {3, 1}},
                0,
                T(L, L, 1),
                {{2, 1}, {0, 1}},
                1,
                {}},
        RuleRow{"RolloverThreePlusFourGivesTwo",
                kRollover,
                {{4, 1}, {3, 1}},
                0,
                T(L, L, 1),
                {{4, 1}, {2, 1}},
                1,
                {}},
        RuleRow{"RolloverFourPlusFourGivesThree",
                kRollover,
                {{4, 1}, {4, 1}},
                0,
                T(L, L, 1),
                {{4, 1}, {3, 1}},
                1,
                {}},
        RuleRow{"SecondPlayerTouchesFirst",
                kStandard,
                {{1, 1}, {2, 1}},
                1,
                T(L, R, 0),
                {{1, 3}, {2, 1}},
                0,
                {}},
        RuleRow{"LastHandDiesGameOver",
                kStandard,
                {{0, 4}, {0, 1}},
                0,
                T(R, R, 1),
                {{0, 4}, {0, 0}},
                0,
                {}},
        RuleRow{"DeadHandTouches",
                kStandard,
                {{0, 2}, {1, 1}},
                0,
                T(L, L, 1),
                {},
                0,
                ChopsticksError::dead_hand_touches},
        RuleRow{"TouchesDeadHand",
                kStandard,
                {{1, 2}, {0, 1}},
                0,
                T(L, L, 1),
                {},
                0,
                ChopsticksError::touches_dead_hand},
        RuleRow{"TouchesSelf",
                kStandard,
                {{1, 2}, {1, 1}},
                0,
                T(L, R, 0),
                {},
                0,
                ChopsticksError::touches_self},
        RuleRow{"TouchesNobody",
                kStandard,
                {{1, 2}, {1, 1}},
                0,
                T(L, R, 2),
                {},
                0,
                ChopsticksError::no_such_player},
        RuleRow{"TouchesNobodyBelow",
                kStandard,
                {{1, 2}, {1, 1}},
                0,
                T(L, R, -1),
                {},
                0,
                ChopsticksError::no_such_player},
        // Splits.
        RuleRow{"SplitFourZeroIntoTwoTwo",
                kStandard,
                {{4, 0}, {1, 1}},
                0,
                S({2, 2}),
                {{2, 2}, {1, 1}},
                1,
                {}},
        RuleRow{"SplitMovesOneFinger",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                S({2, 2}),
                {{2, 2}, {1, 1}},
                1,
                {}},
        RuleRow{"SplitOnlySwaps",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                S({1, 3}),
                {},
                0,
                ChopsticksError::split_no_change},
        RuleRow{"SplitChangesNothing",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                S({3, 1}),
                {},
                0,
                ChopsticksError::split_no_change},
        RuleRow{"SplitAddsAFinger",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                S({3, 2}),
                {},
                0,
                ChopsticksError::split_total},
        RuleRow{"SplitLosesAFinger",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                S({2, 1}),
                {},
                0,
                ChopsticksError::split_total},
        RuleRow{"SplitPutsFiveOnAHand",
                kStandard,
                {{4, 3}, {1, 1}},
                0,
                S({5, 2}),
                {},
                0,
                ChopsticksError::split_over_four},
        RuleRow{"SplitPutsFiveOnTheRight",
                kStandard,
                {{4, 3}, {1, 1}},
                0,
                S({2, 5}),
                {},
                0,
                ChopsticksError::split_over_four},
        RuleRow{"SplitFourIsAllowed",
                kStandard,
                {{3, 3}, {1, 1}},
                0,
                S({2, 4}),
                {{2, 4}, {1, 1}},
                1,
                {}},
        RuleRow{"SplitKillsWithoutSuicide",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                S({4, 0}),
                {},
                0,
                ChopsticksError::split_kills},
        RuleRow{"SplitKillsLeftWithoutSuicide",
                kStandard,
                {{3, 1}, {1, 1}},
                0,
                S({0, 4}),
                {},
                0,
                ChopsticksError::split_kills},
        RuleRow{"SplitKillsWithSuicide",
                kSuicide,
                {{3, 1}, {1, 1}},
                0,
                S({4, 0}),
                {{4, 0}, {1, 1}},
                1,
                {}},
        RuleRow{
            "SplitResurrects", kStandard, {{0, 3}, {1, 1}}, 0, S({1, 2}), {{1, 2}, {1, 1}}, 1, {}},
        RuleRow{"SplitResurrectsRightHand",
                kStandard,
                {{2, 0}, {1, 1}},
                0,
                S({1, 1}),
                {{1, 1}, {1, 1}},
                1,
                {}},
        RuleRow{"SplitWithoutResurrection",
                kNoResurrection,
                {{0, 3}, {1, 1}},
                0,
                S({1, 2}),
                {},
                0,
                ChopsticksError::split_resurrects},
        RuleRow{"SplitWithoutResurrectionRight",
                kNoResurrection,
                {{2, 0}, {1, 1}},
                0,
                S({1, 1}),
                {},
                0,
                ChopsticksError::split_resurrects},
        RuleRow{"SplitBetweenLiveHandsWithoutResurrection",
                kNoResurrection,
                {{3, 1}, {1, 1}},
                0,
                S({2, 2}),
                {{2, 2}, {1, 1}},
                1,
                {}},
        RuleRow{"NoSplits",
                kNoSplits,
                {{3, 1}, {1, 1}},
                0,
                S({2, 2}),
                {},
                0,
                ChopsticksError::splits_forbidden},
        RuleRow{"NoSplitsStillTouches",
                kNoSplits,
                {{3, 1}, {1, 1}},
                0,
                T(L, L, 1),
                {{3, 1}, {4, 1}},
                1,
                {}},
        // Three players in a circle: the touch names its target, turns skip who is out.
        RuleRow{"CircleTouchesTheThird",
                kStandard,
                {{1, 1}, {1, 1}, {1, 1}},
                0,
                T(L, L, 2),
                {{1, 1}, {1, 1}, {2, 1}},
                1,
                {}},
        RuleRow{"CircleTurnWrapsRound",
                kStandard,
                {{1, 1}, {1, 1}, {1, 1}},
                2,
                T(L, L, 0),
                {{2, 1}, {1, 1}, {1, 1}},
                0,
                {}},
        RuleRow{"CircleSkipsThePlayerOut",
                kStandard,
                {{1, 1}, {0, 0}, {1, 1}},
                0,
                T(L, L, 2),
                {{1, 1}, {0, 0}, {2, 1}},
                2,
                {}},
        RuleRow{"CirclePlayerOutCannotBeTouched",
                kStandard,
                {{1, 1}, {0, 0}, {1, 1}},
                0,
                T(L, L, 1),
                {},
                0,
                ChopsticksError::touches_dead_hand},
        RuleRow{"CircleKnockingOutSkipsThem",
                kStandard,
                {{4, 1}, {0, 1}, {1, 1}},
                0,
                T(L, R, 1),
                {{4, 1}, {0, 0}, {1, 1}},
                2,
                {}},
        RuleRow{"CircleLastKnockOutEndsTheGame",
                kStandard,
                {{4, 1}, {0, 1}, {0, 0}},
                0,
                T(L, R, 1),
                {{4, 1}, {0, 0}, {0, 0}},
                0,
                {}}));

TEST(ChopsticksTest, StartIsOneAndOneForEveryone) {
  const auto p = ChopsticksPosition::start(3);
  EXPECT_EQ(p.hands, (std::vector<Hands>{{1, 1}, {1, 1}, {1, 1}}));
  EXPECT_EQ(p.to_move, 0);
  EXPECT_FALSE(p.is_over());
  EXPECT_FALSE(p.winner());
}

TEST(ChopsticksTest, LastPlayerWithALiveHandWins) {
  const ChopsticksPosition two_left{{{0, 0}, {0, 2}, {1, 0}}, 1};
  EXPECT_FALSE(two_left.is_over());
  const ChopsticksPosition one_left{{{0, 0}, {0, 2}, {0, 0}}, 1};
  EXPECT_TRUE(one_left.is_over());
  EXPECT_EQ(one_left.winner(), 1);
  EXPECT_TRUE(legal_moves(kStandard, one_left).empty());
}

TEST(ChopsticksTest, RolloverAddsRoundFive) {
  for (int hand = 1; hand <= 4; ++hand)
    for (int added = 1; added <= 4; ++added) {
      const int sum = hand + added;
      EXPECT_EQ(add_fingers(HandEnd::rollover, hand, added), sum == 5 ? 0 : sum % 5);
      EXPECT_EQ(add_fingers(HandEnd::cutoff, hand, added), sum >= 5 ? 0 : sum);
    }
}

TEST(ChopsticksTest, StartHasTouchesAndOneSplit) {
  // 1-1 can split only into 2-0 or 0-2, which kill a hand: no split without suicide.
  const auto start = ChopsticksPosition::start(2);
  EXPECT_EQ(legal_moves(kStandard, start).size(), 4u);
  const auto with_suicide = legal_moves(kSuicide, start);
  ASSERT_EQ(with_suicide.size(), 6u);
  EXPECT_EQ(with_suicide[4], S({0, 2}));
  EXPECT_EQ(with_suicide[5], S({2, 0}));
}

TEST(ChopsticksTest, AllRulesAreSixteenDistinctCombinations) {
  const auto all = all_chopsticks_rules();
  ASSERT_EQ(all.size(), 16u);
  EXPECT_EQ(all.front(), kStandard);
  for (size_t i = 0; i < all.size(); ++i)
    for (size_t j = i + 1; j < all.size(); ++j) EXPECT_FALSE(all[i] == all[j]);
}

}  // namespace
}  // namespace lucas
