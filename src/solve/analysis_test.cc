#include "solve/analysis.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "game/notation.h"
#include "game/position.h"
#include "support/positions.h"

namespace lucas {
namespace {

std::vector<Line> lines_of(const Board& board, std::initializer_list<const char*> names) {
  std::vector<Line> lines;
  for (const char* name : names) lines.push_back(*parse_line(board, name).line);
  return lines;
}

// 1x3 boxes (A B C D / E F G H): a chain of three opened at A-E by the first player (move 7).
// The second player can take all three with B-F; D-H instead hands them back: 3 won, 3 lost.
TEST(Analysis, ABlunderKnownByConstruction) {
  const Board board(2, 4);
  const auto lines =
      lines_of(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "A-E", "D-H", "B-F", "C-G"});
  const GameAnalysis analysis = analyze_game(board, lines, AnalysisBudget{});
  ASSERT_EQ(analysis.moves.size(), 10u);
  EXPECT_EQ(analysis.first_solved, 0);
  const MoveAnalysis& blunder = analysis.moves[7];
  EXPECT_EQ(blunder.player, Player::second);
  // It gives box 3 a third side in front of box 2: the first player could even refuse two.
  EXPECT_EQ(blunder.kind, MoveKind::loony);
  EXPECT_EQ(blunder.value_before, 3);
  EXPECT_EQ(blunder.value_after, -3);
  EXPECT_EQ(blunder.cost, 6);
  EXPECT_EQ(blunder.mark, MoveMark::blunder);
  EXPECT_EQ(blunder.best, lines_of(board, {"B-F"}));
  // Opening the chain was forced: every line of move 7 gives the three boxes away.
  EXPECT_EQ(analysis.moves[6].kind, MoveKind::loony);
  EXPECT_EQ(analysis.moves[6].cost, 0);
  EXPECT_EQ(analysis.moves[6].mark, MoveMark::none);
  // The captures that follow cost nothing.
  EXPECT_EQ(analysis.moves[8].kind, MoveKind::capture);
  EXPECT_EQ(analysis.moves[9].kind, MoveKind::double_cross);
  EXPECT_EQ(analysis.moves[9].cost, 0);
  ASSERT_TRUE(analysis.turning_point.has_value());
  EXPECT_EQ(analysis.turning_point->move, 7);
  EXPECT_EQ(analysis.turning_point->predicted, (std::array<int, 2>{3, 0}));
  // Before the turning point the second player was winning.
  ASSERT_TRUE(analysis.predicted_at_start.has_value());
  EXPECT_LT((*analysis.predicted_at_start)[0], (*analysis.predicted_at_start)[1]);
}

TEST(Analysis, TheHintAfterTheOpenedChainIsToTakeIt) {
  const Board board(2, 4);
  const Hint hint = hint_after(
      board, lines_of(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "A-E"}), AnalysisBudget{});
  EXPECT_EQ(hint.value, 3);
  EXPECT_EQ(hint.best, lines_of(board, {"B-F"}));
  EXPECT_EQ(hint.facts.takeable.size(), 1u);
}

TEST(Analysis, BeyondTheBudgetOnlyKindsAreGiven) {
  const Board board(2, 4);
  const auto lines = lines_of(board, {"A-B", "B-C", "C-D"});
  AnalysisBudget budget;
  budget.max_lines_left = 5;  // the positions here have 10, 9 and 8 lines left
  const GameAnalysis analysis = analyze_game(board, lines, budget);
  EXPECT_EQ(analysis.first_solved, 3);
  for (const MoveAnalysis& move : analysis.moves) {
    EXPECT_FALSE(move.value_before.has_value());
    EXPECT_EQ(move.mark, MoveMark::none);
    EXPECT_EQ(move.kind, MoveKind::safe);
  }
  EXPECT_FALSE(analysis.turning_point.has_value());
  EXPECT_FALSE(analysis.predicted_at_start.has_value());
  // Not tried is not "not solved in time".
  EXPECT_FALSE(analysis.budget_ran_out);
}

// 4x4 boxes after two moves, 38 lines left: no solve ends in a hundredth of a second.
TEST(Analysis, TimeRunningOutIsToldApartFromNotTrying) {
  const Board board(5, 5);
  const auto lines = lines_of(board, {"A-B", "X-Y"});
  AnalysisBudget budget;
  budget.seconds = 0.01;
  const GameAnalysis cut = analyze_game(board, lines, budget);
  EXPECT_TRUE(cut.budget_ran_out);
  EXPECT_EQ(cut.first_solved, 2);
  EXPECT_EQ(cut.budget_seconds, 0.01);
  const Hint hint = hint_after(board, lines, budget);
  EXPECT_TRUE(hint.timed_out);
  EXPECT_FALSE(hint.value.has_value());
  EXPECT_TRUE(hint.best.empty());

  budget.seconds = 0;  // strategy facts only: nothing is started
  EXPECT_FALSE(analyze_game(board, lines, budget).budget_ran_out);
  EXPECT_FALSE(hint_after(board, lines, budget).timed_out);
  // A position solved in time is not cut either.
  EXPECT_FALSE(
      hint_after(Board(2, 4), lines_of(Board(2, 4), {"A-B", "B-C"}), AnalysisBudget{}).timed_out);
}

// "!" exactly when no other move keeps the value, checked against every move's own value on
// positions of random games.
TEST(Analysis, OnlyMoveMarksAgreeWithEveryMovesValue) {
  const Board board(3, 4);  // 2x3 boxes
  std::mt19937 random(6);
  int only_seen = 0, shared_seen = 0;
  for (int game = 0; game < 12; ++game) {
    const std::vector<Line> lines = testing::random_game(board, random);
    const GameAnalysis analysis = analyze_game(board, lines, AnalysisBudget{});
    Solver solver(board, SolverOptions{.table_bits = 16});
    Position replay(board);
    LineSet drawn = 0;
    for (const MoveAnalysis& move : analysis.moves) {
      int best = -100, reaching = 0;
      for (int l = 0; l < board.line_count(); ++l) {
        if (drawn & bit_of(l)) continue;
        const int v = *solver.value_of_move(drawn, l);
        if (v > best) best = v, reaching = 0;
        reaching += v == best ? 1 : 0;
      }
      ASSERT_EQ(move.value_before, best);
      const bool capture = move.kind == MoveKind::capture || move.kind == MoveKind::double_cross;
      if (move.cost == 0 && !capture && replay.lines_left() > 1) {
        EXPECT_EQ(move.mark == MoveMark::only, reaching == 1) << "move " << move.number;
        (reaching == 1 ? only_seen : shared_seen)++;
      }
      if (*move.cost > 0) {
        EXPECT_EQ(static_cast<int>(move.best.size()), reaching);
      }
      replay.play(move.line);
      drawn |= bit_of(move.line.index);
    }
  }
  EXPECT_GT(only_seen, 0);
  EXPECT_GT(shared_seen, 0);
}

// "?" from a cost of one box, "??" from three: the marks of every move of random games. A cost
// is always even (the boxes left are shared: one more for one side is one fewer for the other),
// so 0, 2 and 4 are the costs on both sides of the two thresholds.
TEST(Analysis, MistakeAndBlunderMarksFollowTheCost) {
  const Board board(3, 4);  // 2x3 boxes
  std::mt19937 random(11);
  std::set<int> costs;
  for (int game = 0; game < 12; ++game) {
    const std::vector<Line> lines = testing::random_game(board, random);
    for (const MoveAnalysis& move : analyze_game(board, lines, AnalysisBudget{}).moves) {
      ASSERT_TRUE(move.cost.has_value());
      const int cost = *move.cost;
      ASSERT_GE(cost, 0) << "move " << move.number;
      costs.insert(cost);
      if (cost >= 3) {
        EXPECT_EQ(move.mark, MoveMark::blunder) << "cost " << cost;
      } else if (cost >= 1) {
        EXPECT_EQ(move.mark, MoveMark::mistake) << "cost " << cost;
      } else {
        EXPECT_TRUE(move.mark == MoveMark::none || move.mark == MoveMark::only);
      }
    }
  }
  for (int cost : costs) EXPECT_EQ(cost % 2, 0) << cost;
  for (int cost : {0, 2, 4}) EXPECT_TRUE(costs.contains(cost)) << cost;
}

TEST(Analysis, MarkTexts) {
  EXPECT_STREQ(mark_text(MoveMark::none), "");
  EXPECT_STREQ(mark_text(MoveMark::only), "!");
  EXPECT_STREQ(mark_text(MoveMark::mistake), "?");
  EXPECT_STREQ(mark_text(MoveMark::blunder), "??");
}

}  // namespace
}  // namespace lucas
