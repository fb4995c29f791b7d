#include "solve/loony_endgame.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

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

// A loop of three (three hexagons round a dot) cannot be refused: once it is opened every line
// left in it completes a cell. Beside a chain of six, opening it costs 3 and wins the chain:
// +3; were the opponent able to refuse its last boxes, as in a longer loop, it would be -1.
// (The boards the solver holds have no such endgame: hexagon 2 leaves at most four cells
// beside the loop, where refusing never pays; see solver_test.cc for those against the brute
// force.)
TEST(LoonyEndgame, ALoopOfThreeIsNeverRefused) {
  LoonyEndgame endgame;
  const auto key = [](std::initializer_list<int> codes) {
    std::string k;
    for (int code : codes) k.push_back(static_cast<char>(code));
    std::sort(k.begin(), k.end());
    return k;
  };
  constexpr int kLoop = 0x80;
  EXPECT_EQ(endgame.value_of_components(key({kLoop | 3})), -3);
  EXPECT_EQ(endgame.value_of_components(key({6})), -6);
  EXPECT_EQ(endgame.value_of_components(key({kLoop | 3, 6})), 3);
  EXPECT_EQ(endgame.value_of_components(key({kLoop | 3, 3})), 0);
  // A loop of four beside the same chain is refused: the opener gets the loop back... and opens
  // the chain (4 - 8 + 6 for the opponent: 2).
  EXPECT_EQ(endgame.value_of_components(key({kLoop | 4, 6})), -2);
}

}  // namespace
}  // namespace lucas
