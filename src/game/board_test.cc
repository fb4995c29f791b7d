#include "game/board.h"

#include <gtest/gtest.h>

#include "game/notation.h"

namespace lucas {
namespace {

// The worksheet: 3 rows of 4 dots have 9 + 8 = 17 lines and 6 boxes.
TEST(BoardTest, WorksheetBoardHasSeventeenLinesAndSixBoxes) {
  const Board board(3, 4);
  EXPECT_EQ(board.point_count(), 12);
  EXPECT_EQ(board.line_count(), 17);
  EXPECT_EQ(board.horizontal_count(), 9);
  EXPECT_EQ(board.box_count(), 6);
  EXPECT_EQ(board.playable_line_count(), 17);
}

struct SizeRow {
  int boxes;
  int lines;
  int box_count;
};

class BoardSizeTest : public ::testing::TestWithParam<SizeRow> {};

// The rules page: 3x3, 4x4 and 5x5 boxes have 24, 40 and 60 lines and 9, 16 and 25 boxes.
TEST_P(BoardSizeTest, LineAndBoxCounts) {
  const SizeRow row = GetParam();
  const Board board(row.boxes + 1, row.boxes + 1);
  EXPECT_EQ(board.line_count(), row.lines);
  EXPECT_EQ(board.box_count(), row.box_count);
}

INSTANTIATE_TEST_SUITE_P(Seed001, BoardSizeTest,
                         ::testing::Values(SizeRow{3, 24, 9}, SizeRow{4, 40, 16},
                                           SizeRow{5, 60, 25}));

// The worksheet: box 1 is A B F E with sides A-B, B-F, E-F, A-E; box 6 is G H L K.
TEST(BoardTest, BoxSidesFollowTheWorksheet) {
  const Board board(3, 4);
  auto names = [&](Box box) {
    std::vector<std::string> out;
    for (Line side : board.sides(box)) out.push_back(line_name(board, side));
    return out;
  };
  EXPECT_EQ(names(Box{0}), (std::vector<std::string>{"A-B", "B-F", "E-F", "A-E"}));
  EXPECT_EQ(names(Box{1}), (std::vector<std::string>{"B-C", "C-G", "F-G", "B-F"}));
  EXPECT_EQ(names(Box{5}), (std::vector<std::string>{"G-H", "H-L", "K-L", "G-K"}));
  EXPECT_EQ(board.corner(Box{4}), (Point{1, 1}));
}

TEST(BoardTest, InnerLineBordersTwoBoxesEdgeLineOne) {
  const Board board(3, 4);
  const Line bf = *board.line_between({0, 1}, {1, 1});
  EXPECT_EQ(board.boxes_of(bf)[0], Box{0});
  EXPECT_EQ(board.boxes_of(bf)[1], Box{1});
  const Line ab = *board.line_between({0, 0}, {0, 1});
  EXPECT_EQ(board.boxes_of(ab)[0], Box{0});
  EXPECT_EQ(board.boxes_of(ab)[1], Box{-1});
}

TEST(BoardTest, LineBetweenRefusesDiagonalsSkipsAndSelf) {
  const Board board(3, 4);
  EXPECT_FALSE(board.line_between({0, 0}, {1, 1}));  // A-F
  EXPECT_FALSE(board.line_between({0, 0}, {0, 2}));  // A-C
  EXPECT_FALSE(board.line_between({0, 0}, {0, 0}));  // A-A
  EXPECT_FALSE(board.line_between({0, 3}, {0, 4}));  // off the board
  EXPECT_EQ(board.line_between({0, 1}, {0, 0}), board.line_between({0, 0}, {0, 1}));
}

// The Swedish board page: on a 4x4-box Swedish board the 16 border lines are drawn, 24 remain.
TEST(BoardTest, SwedishBorderPredrawsTheWholeOutline) {
  const Board board(5, 5, Border::swedish);
  EXPECT_EQ(board.predrawn().size(), 16u);
  EXPECT_EQ(board.playable_line_count(), 24);
}

TEST(BoardTest, IcelandicBorderPredrawsLeftAndBottom) {
  const Board board(5, 5, Border::icelandic);
  EXPECT_EQ(board.predrawn().size(), 8u);
  for (Line line : board.predrawn()) {
    const auto& [a, b] = board.ends(line);
    EXPECT_TRUE(board.is_horizontal(line) ? a.row == 4 : a.col == 0) << line_name(board, line);
  }
}

// The Swedish board page: a border line that would complete a box on its own is not drawn.
TEST(BoardTest, SwedishBorderNeverCompletesABoxByItself) {
  const Board one(2, 2, Border::swedish);
  EXPECT_EQ(one.predrawn().size(), 3u);
  const Board strip(2, 5, Border::swedish);
  EXPECT_EQ(strip.predrawn().size(), 10u);  // the whole outline: each end box gets three sides
}

}  // namespace
}  // namespace lucas
