#include "solve/loony_endgame.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

// Every horizontal line drawn: each row of boxes is a chain from the left edge to the right.
LineSet horizontal_lines(const Board& board) {
  LineSet lines = 0;
  for (int l = 0; l < board.rows() * (board.cols() - 1); ++l) lines |= bit_of(l);
  return lines;
}

TEST(LoonyEndgame, OneChainGoesToTheOpponent) {
  const Board board(2, 4);  // one row of 3 boxes
  LoonyEndgame endgame;
  EXPECT_EQ(endgame.value(CompactBoard(board), horizontal_lines(board)), -3);
}

TEST(LoonyEndgame, TwoChainsOfThreeLeaveTheOpenerTwoBoxes) {
  // The opponent takes one chain but the last two, and the opener must open the other: 2-4.
  const Board board(3, 4);
  LoonyEndgame endgame;
  EXPECT_EQ(endgame.value(CompactBoard(board), horizontal_lines(board)), -2);
}

TEST(LoonyEndgame, AFourLoopAroundTheCentre) {
  // 2x2 boxes with the border drawn: one loop of four, all for the opponent.
  const Board board(3, 3);
  const CompactBoard compact(board);
  LineSet border = 0;
  for (int l = 0; l < compact.line_count(); ++l) {
    const auto& boxes = compact.boxes_of(l);
    if (boxes[0] < 0 || boxes[1] < 0) border |= bit_of(l);
  }
  LoonyEndgame endgame;
  EXPECT_EQ(endgame.value(compact, border), -4);
}

}  // namespace
}  // namespace lucas
