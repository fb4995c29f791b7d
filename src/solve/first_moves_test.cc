#include "solve/first_moves.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(FirstMoves, ThreeByThreeBoxes) {
  Solver solver(Board(4, 4));
  const FirstMoves first = solve_first_moves(solver, {});
  EXPECT_FALSE(first.stopped);
  ASSERT_EQ(first.value, -3);
  ASSERT_EQ(first.moves.size(), 24u);
  // Every move is solved; the best is worth the board's value and none more.
  int best = -100;
  for (const FirstMove& move : first.moves) {
    ASSERT_TRUE(move.value.has_value());
    best = std::max(best, *move.value);
  }
  EXPECT_EQ(best, -3);
  // Each move against its own solve.
  Solver check(Board(4, 4));
  for (const FirstMove& move : first.moves)
    EXPECT_EQ(move.value, check.value_of_move(0, move.line.index)) << move.line.index;
}

TEST(FirstMoves, AStopFlagLeavesTheRestUnsolved) {
  const std::atomic<bool> stop{true};
  Solver solver(Board(5, 5));
  // The node limit only keeps a broken flag from running the whole 4x4 solve.
  const FirstMoves first =
      solve_first_moves(solver, SolveBudget{.max_nodes = 1'000'000, .stop = &stop});
  EXPECT_TRUE(first.stopped);
  // The flag was seen at once, and no second class of moves was started.
  EXPECT_LT(solver.stats().nodes, 10000u);
  EXPECT_FALSE(first.value.has_value());
  ASSERT_EQ(first.moves.size(), 40u);
  for (const FirstMove& move : first.moves) EXPECT_FALSE(move.value.has_value());
}

TEST(FirstMoves, TimeCountsForTheWholeSolve) {
  // 3x4 boxes take seconds; a tenth of a second solves few classes, if any, and the solve
  // ends within the budget instead of giving each class a tenth of a second.
  Solver solver(Board(4, 5), SolverOptions{.table_bytes = std::uint64_t{8} << 20});
  const auto started = std::chrono::steady_clock::now();
  const FirstMoves first = solve_first_moves(solver, SolveBudget{.max_seconds = 0.1});
  const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started;
  EXPECT_TRUE(first.stopped);
  EXPECT_LT(spent.count(), 0.5);
  size_t unsolved = 0;
  for (const FirstMove& move : first.moves) unsolved += move.value ? 0 : 1;
  EXPECT_GT(unsolved, 0u);
}

}  // namespace
}  // namespace lucas
