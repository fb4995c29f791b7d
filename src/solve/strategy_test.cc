#include "solve/strategy.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "support/positions.h"

namespace lucas {
namespace {

// A position with these lines drawn, whoever draws them.
using testing::line;

// 1x3 boxes:   A B C D
//              E F G H
TEST(StrategyFacts, ChainOfThreeIsLongAndDecidesControl) {
  const Board board(2, 4);
  const Position p = testing::position_with(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H"});
  const StrategyFacts facts = strategy_facts(p);
  EXPECT_TRUE(facts.safe_lines.empty());
  EXPECT_TRUE(facts.takeable.empty());
  ASSERT_EQ(facts.chains.size(), 1u);
  EXPECT_FALSE(facts.chains[0].loop);
  EXPECT_EQ(facts.chains[0].size(), 3);
  EXPECT_TRUE(facts.chains[0].is_long());
  EXPECT_EQ(facts.long_chains, 1);
  // 4 lines and 3 boxes left, one long chain: the mover wants an even number, so the opponent
  // is in control.
  EXPECT_FALSE(facts.mover_wants_odd);
  EXPECT_EQ(move_kind(p, line(board, "A-E")), MoveKind::loony);
  EXPECT_EQ(move_kind(p, line(board, "B-F")), MoveKind::loony);
}

TEST(StrategyFacts, TakingAllButTwoIsADoubleSacrifice) {
  const Board board(2, 4);
  // The chain of three opened at A-E, then its first box taken with B-F.
  const Position p =
      testing::position_with(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "A-E", "B-F"});
  const StrategyFacts facts = strategy_facts(p);
  ASSERT_EQ(facts.takeable.size(), 1u);
  EXPECT_EQ(facts.takeable[0].number(), 2);
  EXPECT_EQ(move_kind(p, line(board, "C-G")), MoveKind::capture);
  // D-H leaves boxes 2 and 3 for one line: the double sacrifice.
  EXPECT_EQ(move_kind(p, line(board, "D-H")), MoveKind::double_dealing);
}

// 1x2 boxes:   A B C
//              D E F
TEST(StrategyFacts, ChainOfTwoHalfHeartedOrHardHearted) {
  const Board board(2, 3);
  const Position p = testing::position_with(board, {"A-B", "B-C", "D-E", "E-F"});
  const StrategyFacts facts = strategy_facts(p);
  ASSERT_EQ(facts.chains.size(), 1u);
  EXPECT_EQ(facts.chains[0].size(), 2);
  EXPECT_FALSE(facts.chains[0].is_long());
  EXPECT_EQ(facts.long_chains, 0);
  // At the end the opponent may refuse the two boxes; in the middle he can only take them.
  EXPECT_EQ(move_kind(p, line(board, "A-D")), MoveKind::loony);
  EXPECT_EQ(move_kind(p, line(board, "B-E")), MoveKind::sacrifice);
}

TEST(StrategyFacts, OneLineCompletingTwoBoxesIsADoubleCross) {
  const Board board(2, 3);
  const Position p = testing::position_with(board, {"A-B", "B-C", "D-E", "E-F", "A-D", "C-F"});
  const StrategyFacts facts = strategy_facts(p);
  EXPECT_EQ(facts.takeable.size(), 2u);
  EXPECT_TRUE(facts.chains.empty());
  EXPECT_EQ(move_kind(p, line(board, "B-E")), MoveKind::double_cross);
}

TEST(StrategyFacts, ChainOfOne) {
  const Board board(2, 2);  // A B / C D
  const Position p = testing::position_with(board, {"A-B", "C-D"});
  const StrategyFacts facts = strategy_facts(p);
  ASSERT_EQ(facts.chains.size(), 1u);
  EXPECT_EQ(facts.chains[0].size(), 1);
  EXPECT_EQ(move_kind(p, line(board, "A-C")), MoveKind::sacrifice);
}

// 2x2 boxes:   A B C
//              D E F
//              G H I
TEST(StrategyFacts, LoopOfFourDoesNotCountAsALongChain) {
  const Board board(3, 3);
  const Position p =
      testing::position_with(board, {"A-B", "B-C", "G-H", "H-I", "A-D", "D-G", "C-F", "F-I"});
  const StrategyFacts facts = strategy_facts(p);
  ASSERT_EQ(facts.chains.size(), 1u);
  EXPECT_TRUE(facts.chains[0].loop);
  EXPECT_EQ(facts.chains[0].size(), 4);
  EXPECT_EQ(facts.loops, 1);
  EXPECT_EQ(facts.long_chains, 0);
  EXPECT_EQ(move_kind(p, line(board, "B-E")), MoveKind::loony);
}

TEST(StrategyFacts, LoopOfSix) {
  // 2x3 boxes:  A B C D / E F G H / I J K L. The outer border and F-G, between the two middle
  // boxes, leave one loop of six.
  const Board board(3, 4, Border::swedish);
  const StrategyFacts facts = strategy_facts(testing::position_with(board, {"F-G"}));
  ASSERT_EQ(facts.chains.size(), 1u);
  EXPECT_TRUE(facts.chains[0].loop);
  EXPECT_EQ(facts.chains[0].size(), 6);
  // Every inner line still gives a third side to a box with two: none is safe.
  EXPECT_TRUE(facts.safe_lines.empty());
}

TEST(StrategyFacts, EmptyBoardIsAllSafeAndTheRuleSaysWhichParity) {
  const Board board(4, 4);  // 3x3 boxes: 24 lines, 9 boxes
  const StrategyFacts facts = strategy_facts(Position(board));
  EXPECT_EQ(facts.safe_lines.size(), 24u);
  EXPECT_TRUE(facts.chains.empty());
  // 24 - 9 = 15: the first player wants an even number of long chains (16 dots).
  EXPECT_FALSE(facts.mover_wants_odd);
  const StrategyFacts five = strategy_facts(Position(Board(6, 6)));
  // 5x5 boxes: 60 - 25 = 35: even again. 4x4 boxes: 40 - 16 = 24: odd.
  EXPECT_FALSE(five.mover_wants_odd);
  EXPECT_TRUE(strategy_facts(Position(Board(5, 5))).mover_wants_odd);
}

// The worksheet's game: A B C D / E F G H / I J K L.
TEST(StrategyFacts, MiaNoePositions) {
  const Board board(3, 4);
  const Position six = testing::position_with(board, {"A-B", "B-C", "C-G", "G-F", "F-E", "E-A"});
  StrategyFacts facts = strategy_facts(six);
  ASSERT_EQ(facts.takeable.size(), 2u);
  EXPECT_EQ(facts.takeable[0].number(), 1);
  EXPECT_EQ(facts.takeable[1].number(), 2);
  EXPECT_EQ(move_kind(six, line(board, "B-F")), MoveKind::double_cross);  // move 7

  const Position nine = testing::position_with(
      board, {"A-B", "B-C", "C-G", "G-F", "F-E", "E-A", "B-F", "C-D", "D-H"});
  facts = strategy_facts(nine);
  ASSERT_EQ(facts.takeable.size(), 1u);
  EXPECT_EQ(facts.takeable[0].number(), 3);
  EXPECT_EQ(move_kind(nine, line(board, "G-H")), MoveKind::capture);  // move 10
  // Move 4 (G-F) gave box 2 its third side with nothing behind it: a sacrifice.
  EXPECT_EQ(move_kind(testing::position_with(board, {"A-B", "B-C", "C-G"}), line(board, "G-F")),
            MoveKind::sacrifice);
  EXPECT_EQ(move_kind(Position(board), line(board, "A-B")), MoveKind::safe);
}

TEST(StrategyFacts, KindNamesAreStable) {
  EXPECT_STREQ(kind_name(MoveKind::safe), "safe");
  EXPECT_STREQ(kind_name(MoveKind::capture), "capture");
  EXPECT_STREQ(kind_name(MoveKind::double_cross), "double-cross");
  EXPECT_STREQ(kind_name(MoveKind::sacrifice), "sacrifice");
  EXPECT_STREQ(kind_name(MoveKind::loony), "loony");
  EXPECT_STREQ(kind_name(MoveKind::double_dealing), "double-dealing");
}

}  // namespace
}  // namespace lucas
