#include "solve/compact_board.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>

namespace lucas {
namespace {

TEST(CompactBoard, TablesFollowTheBoard) {
  const Board board(4, 4);  // 3x3 boxes
  const CompactBoard compact(board);
  EXPECT_EQ(compact.line_count(), 24);
  EXPECT_EQ(compact.box_count(), 9);
  EXPECT_EQ(std::popcount(compact.all_lines()), 24);
  EXPECT_EQ(compact.predrawn(), 0u);
  for (int b = 0; b < 9; ++b) EXPECT_EQ(std::popcount(compact.sides(b)), 4);
  // Drawing three sides of box 0, the fourth completes it.
  const auto& s = board.sides(Box{0});
  const LineSet three = bit_of(s[0].index) | bit_of(s[1].index) | bit_of(s[2].index);
  EXPECT_EQ(compact.completes(three, s[3].index), 1);
  EXPECT_EQ(compact.completed_count(three | bit_of(s[3].index)), 1);
}

TEST(CompactBoard, SymmetriesOfEachShapeAndBorder) {
  EXPECT_EQ(CompactBoard(Board(4, 4)).symmetry_count(), 8);
  EXPECT_EQ(CompactBoard(Board(4, 5)).symmetry_count(), 4);
  EXPECT_EQ(CompactBoard(Board(5, 5, Border::swedish)).symmetry_count(), 8);
  // Left and bottom drawn: only the reflection that swaps those two sides keeps them.
  EXPECT_EQ(CompactBoard(Board(4, 4, Border::icelandic)).symmetry_count(), 2);
  EXPECT_EQ(CompactBoard(Board(4, 5, Border::icelandic)).symmetry_count(), 1);
}

TEST(CompactBoard, SymmetricSetsShareTheirCanonicalForm) {
  const Board board(4, 4);
  const CompactBoard compact(board);
  // The top-left corner's top line and the bottom-right corner's bottom line.
  const LineSet top_left = bit_of(board.line_between({0, 0}, {0, 1})->index);
  const LineSet bottom_right = bit_of(board.line_between({3, 2}, {3, 3})->index);
  EXPECT_EQ(compact.canonical(top_left), compact.canonical(bottom_right));
  for (int s = 0; s < compact.symmetry_count(); ++s)
    EXPECT_EQ(std::popcount(compact.transform(compact.all_lines(), s)), 24);
}

TEST(CompactBoard, TheBorderLinesOfACornerAreInterchangeable) {
  const Board board(4, 5);  // 3x4 boxes: four corners
  const CompactBoard compact(board);
  const LineSet top = bit_of(board.line_between({0, 0}, {0, 1})->index);
  const LineSet left = bit_of(board.line_between({0, 0}, {1, 0})->index);
  const LineSet inner = bit_of(board.line_between({1, 1}, {1, 2})->index);
  // One line of the top-left box's pair drawn: the same position whichever it is.
  EXPECT_EQ(compact.canonical(top | inner), compact.canonical(left | inner));
  EXPECT_EQ(compact.with_border_pairs_aligned(top), compact.with_border_pairs_aligned(left));
  // Both drawn, or one of two different boxes' border lines: different positions.
  const LineSet next = bit_of(board.line_between({0, 1}, {0, 2})->index);
  EXPECT_NE(compact.canonical(top | left), compact.canonical(top));
  EXPECT_NE(compact.canonical(top | inner), compact.canonical(next | inner));
  // Of the two undrawn lines of a pair, one move; the line that stands for either.
  const LineSet all = compact.all_lines();
  EXPECT_EQ(std::popcount(compact.distinct_moves(all)), compact.line_count() - 4);
  EXPECT_EQ(compact.distinct_moves(all) & (top | left), std::min(top, left));
  EXPECT_EQ(compact.distinct_moves(all & ~top) & left, left);
  const int lower = std::countr_zero(std::min(top, left));
  EXPECT_EQ(compact.representative(0, std::countr_zero(top)), lower);
  EXPECT_EQ(compact.representative(0, std::countr_zero(left)), lower);
  EXPECT_EQ(compact.representative(top, std::countr_zero(top)), std::countr_zero(left));
  EXPECT_EQ(compact.representative(top | left, std::countr_zero(top)), -1);
  EXPECT_EQ(compact.representative(0, std::countr_zero(inner)), std::countr_zero(inner));
  // A Swedish border draws them all: nothing is left to exchange.
  const Board swedish(5, 5, Border::swedish);
  const CompactBoard drawn_border(swedish);
  const LineSet undrawn = drawn_border.all_lines() & ~drawn_border.predrawn();
  EXPECT_EQ(drawn_border.distinct_moves(undrawn), undrawn);
}

}  // namespace
}  // namespace lucas
