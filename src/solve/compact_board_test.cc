#include "solve/compact_board.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace lucas
