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
  EXPECT_EQ(blunder.cost, 3);  // +3 -> -3: three boxes given away
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
  EXPECT_EQ(analysis.unsolved, Unsolved::too_many_lines);
}

// 4x4 boxes after two moves, 38 lines left: no solve ends in a hundredth of a second.
TEST(Analysis, TimeRunningOutIsToldApartFromNotTrying) {
  const Board board(5, 5);
  const auto lines = lines_of(board, {"A-B", "X-Y"});
  AnalysisBudget budget;
  budget.seconds = 0.01;
  const GameAnalysis cut = analyze_game(board, lines, budget);
  EXPECT_EQ(cut.unsolved, Unsolved::budget);
  EXPECT_EQ(cut.first_solved, 2);
  EXPECT_EQ(cut.budget_seconds, 0.01);
  const Hint hint = hint_after(board, lines, budget);
  EXPECT_EQ(hint.unsolved, Unsolved::budget);
  EXPECT_FALSE(hint.value.has_value());
  EXPECT_TRUE(hint.best.empty());

  budget.seconds = 0;  // strategy facts only: nothing is started
  EXPECT_EQ(analyze_game(board, lines, budget).unsolved, Unsolved::no_time);
  EXPECT_EQ(hint_after(board, lines, budget).unsolved, Unsolved::no_time);
  // A position solved in time is not cut either.
  EXPECT_EQ(
      hint_after(Board(2, 4), lines_of(Board(2, 4), {"A-B", "B-C"}), AnalysisBudget{}).unsolved,
      Unsolved::none);
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
    Solver solver(board, SolverOptions{.table_bytes = std::uint64_t{512} << 10});
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

// The cost is in boxes given away: the net value falls by twice them (one box fewer for the
// mover is one more for the opponent), so a move from +4 to -4 costs 4 boxes, not 8, and no
// cost exceeds the boxes left. "?" from a cost of one box, "??" from two: the marks of every
// move of random games, with costs 0, 1 and 2 met on both sides of the two thresholds.
TEST(Analysis, CostsAreBoxesGivenAwayAndMarksFollowThem) {
  const Board board(3, 4);  // 2x3 boxes
  std::mt19937 random(11);
  std::set<int> costs;
  for (int game = 0; game < 12; ++game) {
    const std::vector<Line> lines = testing::random_game(board, random);
    for (const MoveAnalysis& move : analyze_game(board, lines, AnalysisBudget{}).moves) {
      ASSERT_TRUE(move.cost.has_value());
      const int cost = *move.cost;
      ASSERT_GE(cost, 0) << "move " << move.number;
      EXPECT_EQ(2 * cost, *move.value_before - *move.value_after) << "move " << move.number;
      EXPECT_LE(cost, board.box_count()) << "move " << move.number;
      costs.insert(cost);
      if (cost >= 2) {
        EXPECT_EQ(move.mark, MoveMark::blunder) << "cost " << cost;
      } else if (cost >= 1) {
        EXPECT_EQ(move.mark, MoveMark::mistake) << "cost " << cost;
      } else {
        EXPECT_TRUE(move.mark == MoveMark::none || move.mark == MoveMark::only);
      }
    }
  }
  for (int cost : {0, 1, 2}) EXPECT_TRUE(costs.contains(cost)) << cost;
}

// A record stopped before its first move (disputed, or breaking a rule) is analysed from the
// empty board: no move, but the start's value and who wins from it with best play.
TEST(Analysis, NoMoveIsTheEmptyBoardsValue) {
  const Board board(2, 4);  // 1x3 boxes
  const GameAnalysis analysis = analyze_game(board, {}, AnalysisBudget{});
  EXPECT_TRUE(analysis.moves.empty());
  EXPECT_EQ(analysis.first_solved, 0);
  EXPECT_EQ(analysis.unsolved, Unsolved::none);
  Solver solver(board, SolverOptions{.table_bytes = std::uint64_t{512} << 10});
  const int value = *solver.value(0, SolveBudget{});
  ASSERT_TRUE(analysis.predicted_at_start.has_value());
  const auto [first, second] = *analysis.predicted_at_start;
  EXPECT_EQ(first + second, 3);
  EXPECT_EQ(first - second, value);
  EXPECT_FALSE(analysis.turning_point.has_value());
  // Given no time, the start is not tried: that is not the budget running out.
  AnalysisBudget none;
  none.seconds = 0;
  const GameAnalysis untried = analyze_game(board, {}, none);
  EXPECT_FALSE(untried.predicted_at_start.has_value());
  EXPECT_EQ(untried.unsolved, Unsolved::no_time);
}

// One box (A B / C D): its fourth line is drawn by the second player, who takes it. In normal
// play that wins, in misère it loses: the values and the predictions turn round.
TEST(Analysis, MisereValuesCountTheBoxesAgainstTheirTaker) {
  const Board board(2, 2);
  const auto lines = lines_of(board, {"A-B", "C-D", "A-C", "B-D"});
  const GameAnalysis normal = analyze_game(board, lines, AnalysisBudget{});
  const GameAnalysis misere = analyze_game(board, lines, AnalysisBudget{}, /*misere=*/true);
  ASSERT_EQ(misere.unsolved, Unsolved::none);
  ASSERT_EQ(misere.first_solved, 0);
  EXPECT_EQ(normal.moves[0].value_before, -1);
  EXPECT_EQ(misere.moves[0].value_before, 1);
  EXPECT_EQ(normal.predicted_at_start, (std::array<int, 2>{0, 1}));
  EXPECT_EQ(misere.predicted_at_start, (std::array<int, 2>{0, 1}));
  // The last move takes the box: +1 - 0 in normal play, -1 in misère, for the one who must.
  EXPECT_EQ(normal.moves[3].value_after, 1);
  EXPECT_EQ(misere.moves[3].value_after, -1);
  EXPECT_EQ(misere.moves[3].value_before, -1);
  for (const MoveAnalysis& move : misere.moves) {
    EXPECT_EQ(move.cost, 0) << move.number;
    EXPECT_EQ(move.predicted, (std::array<int, 2>{0, 1})) << move.number;
  }
  const Hint hint = hint_after(board, {lines[0]}, AnalysisBudget{}, /*misere=*/true);
  EXPECT_EQ(hint.value, -1);  // the second player to move will draw the fourth line
  EXPECT_EQ(hint.predicted, (std::array<int, 2>{0, 1}));
  EXPECT_EQ(hint.best.size(), 3u);
}

// 1x3 boxes played as misère to a chain of three (tests/data/analyze-misere.yaml, then on):
// whoever opens it gets all three whatever they open, and the second player, handed the chain
// by A-E, does best to hand it back by C-G or D-H, not to take a box with B-F.
TEST(Analysis, AMisereChainOfThreeGoesToItsOpener) {
  const Board board(2, 4);
  const auto lines =
      lines_of(board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "A-E", "B-F", "C-G", "D-H"});
  const GameAnalysis analysis = analyze_game(board, lines, AnalysisBudget{}, /*misere=*/true);
  ASSERT_EQ(analysis.first_solved, 0);
  const MoveAnalysis& opening = analysis.moves[6];  // Léo's A-E
  EXPECT_EQ(opening.value_before, -3);
  EXPECT_EQ(opening.cost, 0);
  const MoveAnalysis& taking = analysis.moves[7];  // Zoé's B-F takes a box
  EXPECT_EQ(taking.value_before, 3);
  EXPECT_EQ(taking.value_after, 1);
  EXPECT_EQ(taking.cost, 1);  // one box hers that should have been Léo's
  EXPECT_EQ(taking.mark, MoveMark::mistake);
  ASSERT_EQ(taking.best.size(), 2u);
  EXPECT_EQ(line_name(board, taking.best[0]), "C-G");
  EXPECT_EQ(line_name(board, taking.best[1]), "D-H");
  EXPECT_EQ(taking.predicted, (std::array<int, 2>{2, 1}));
  // Normal play's analysis of the same moves says otherwise.
  const GameAnalysis normal = analyze_game(board, lines, AnalysisBudget{});
  EXPECT_EQ(normal.moves[7].cost, 0);
  EXPECT_EQ(normal.moves[7].value_before, 3);
}

// A board of more than 64 lines is beyond the solver itself, not beyond its budget.
TEST(Analysis, BoardsTooBigForTheSolverAreSaidSo) {
  const Board big(7, 7);  // 6x6 boxes, 84 lines; dots named a1, b1 ... beyond 26
  const auto lines = lines_of(big, {"a1-b1", "b1-c1"});
  const GameAnalysis analysis = analyze_game(big, lines, AnalysisBudget{});
  EXPECT_EQ(analysis.unsolved, Unsolved::board_too_big);
  EXPECT_EQ(analysis.first_solved, 2);
  EXPECT_EQ(hint_after(big, lines, AnalysisBudget{}).unsolved, Unsolved::board_too_big);
  // The biggest board the solver holds (60 lines) is tried, and cut by the budget.
  const Board five(6, 6);
  AnalysisBudget quick;
  quick.seconds = 0.01;
  EXPECT_EQ(analyze_game(five, lines_of(five, {"a1-b1"}), quick).unsolved, Unsolved::budget);
  EXPECT_EQ(hint_after(five, lines_of(five, {"a1-b1"}), quick).unsolved, Unsolved::budget);
  // Too many lines left for the budget's limit is its own reason, for hints too.
  AnalysisBudget few;
  few.max_lines_left = 5;
  EXPECT_EQ(hint_after(Board(2, 4), lines_of(Board(2, 4), {"A-B"}), few).unsolved,
            Unsolved::too_many_lines);
}

TEST(Analysis, UnsolvedNames) {
  EXPECT_EQ(unsolved_name(Unsolved::none), nullptr);
  EXPECT_STREQ(unsolved_name(Unsolved::no_time), "no-time");
  EXPECT_STREQ(unsolved_name(Unsolved::board_too_big), "board-too-big");
  EXPECT_STREQ(unsolved_name(Unsolved::too_many_lines), "too-many-lines");
  EXPECT_STREQ(unsolved_name(Unsolved::budget), "budget");
}

TEST(Analysis, MarkTexts) {
  EXPECT_STREQ(mark_text(MoveMark::none), "");
  EXPECT_STREQ(mark_text(MoveMark::only), "!");
  EXPECT_STREQ(mark_text(MoveMark::mistake), "?");
  EXPECT_STREQ(mark_text(MoveMark::blunder), "??");
}

}  // namespace
}  // namespace lucas
