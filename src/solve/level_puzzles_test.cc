#include "solve/level_puzzles.h"

#include <gtest/gtest.h>

#include <random>

#include "game/notation.h"
#include "support/positions.h"

namespace lucas {
namespace {

LineSet drawn_of(const Position& p) {
  LineSet drawn = 0;
  for (int l = 0; l < p.board().line_count(); ++l)
    if (p.is_drawn(Line{l})) drawn |= bit_of(l);
  return drawn;
}

// only_good_line against the solver line by line: the line it gives keeps the value, and every
// line that keeps it is the same position up to symmetry; when it gives none, two lines that
// are different positions keep the value.
TEST(OnlyGoodLine, AgreesWithEveryMoveSolved) {
  const Board board(4, 4);
  Solver solver(board);
  std::mt19937 random(5);
  int unique = 0, several = 0;
  for (int game = 0; game < 30; ++game) {
    const std::vector<Line> lines = testing::random_game(board, random);
    Position p(board);
    for (size_t i = 0; i + 3 < lines.size(); ++i) {
      p.play(lines[i]);
      if (p.lines_left() > 14) continue;
      const LineSet drawn = drawn_of(p);
      const int value = *solver.value(drawn);
      std::vector<LineSet> keys;
      for (int l = 0; l < board.line_count(); ++l)
        if (!(drawn & bit_of(l)) && *solver.value_of_move(drawn, l) == value)
          keys.push_back(solver.board().canonical(drawn | bit_of(l)));
      std::sort(keys.begin(), keys.end());
      keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
      const auto good = only_good_line(solver, p, {});
      if (good) {
        ++unique;
        EXPECT_EQ(keys.size(), 1u);
        EXPECT_EQ(good->second, value);
        EXPECT_EQ(*solver.value_of_move(drawn, good->first.index), value);
      } else {
        ++several;
        EXPECT_GT(keys.size(), 1u);
      }
    }
  }
  EXPECT_GT(unique, 20);
  EXPECT_GT(several, 20);
}

// 2x3 boxes:  A B C D / E F G H / I J K L: two chains of three, the top one opened and its
// first box taken. Refusing the last two boxes is the one good line.
TEST(PuzzleAt, TheDoubleSacrificeIsADeclinePuzzle) {
  const Board board(3, 4);
  Solver solver(board);
  const Position p = testing::position_with(
      board, {"A-B", "B-C", "C-D", "E-F", "F-G", "G-H", "I-J", "J-K", "K-L", "A-E", "B-F"});
  std::vector<Line> lines;
  for (int move = 1; move <= 11; ++move)
    for (int l = 0; l < board.line_count(); ++l)
      if (p.drawn_at(Line{l}) == move) lines.push_back(Line{l});
  const auto puzzle = puzzle_at(solver, lines, board, {});
  ASSERT_TRUE(puzzle);
  EXPECT_EQ(line_name(board, puzzle->answer), "D-H");
  EXPECT_EQ(puzzle->idea, PuzzleIdea::decline);
  EXPECT_EQ(puzzle->kind, MoveKind::double_dealing);
  EXPECT_EQ(puzzle->value, *solver.value_of_move(drawn_of(p), puzzle->answer.index));
}

TEST(FindPuzzles, EasiestIdeaFirstEachProvedAndReproducible) {
  const Board board(5, 5);
  const std::vector<Puzzle> puzzles = find_puzzles(board, 6, 1);
  ASSERT_EQ(puzzles.size(), 6u);
  Solver solver(board);
  for (size_t i = 0; i < puzzles.size(); ++i) {
    if (i > 0) {
      EXPECT_LE(puzzles[i - 1].idea, puzzles[i].idea);
    }
    Position p(board);
    for (Line l : puzzles[i].lines) p.play(l);
    const auto good = only_good_line(solver, p, {});
    ASSERT_TRUE(good);
    EXPECT_EQ(solver.board().canonical(drawn_of(p) | bit_of(good->first.index)),
              solver.board().canonical(drawn_of(p) | bit_of(puzzles[i].answer.index)));
    EXPECT_EQ(good->second, puzzles[i].value);
  }
  const std::vector<Puzzle> again = find_puzzles(board, 6, 1);
  ASSERT_EQ(again.size(), puzzles.size());
  for (size_t i = 0; i < again.size(); ++i) EXPECT_EQ(again[i].lines, puzzles[i].lines);
}

}  // namespace
}  // namespace lucas
