#include "game/board.h"

#include <gtest/gtest.h>

#include <cmath>

#include "game/notation.h"

namespace lucas {
namespace {

// The worksheet: 3 rows of 4 dots have 9 + 8 = 17 lines and 6 boxes.
TEST(BoardTest, WorksheetBoardHasSeventeenLinesAndSixBoxes) {
  const Board board(3, 4);
  EXPECT_EQ(board.point_count(), 12);
  EXPECT_EQ(board.line_count(), 17);
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
  EXPECT_EQ(board.corners(Box{4})[0], (Point{1, 1}));
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
    EXPECT_TRUE(a.row == b.row ? a.row == 4 : a.col == 0) << line_name(board, line);
  }
}

// The Swedish board page: a border line that would complete a box on its own is not drawn.
TEST(BoardTest, SwedishBorderNeverCompletesABoxByItself) {
  const Board one(2, 2, Border::swedish);
  EXPECT_EQ(one.predrawn().size(), 3u);
  const Board strip(2, 5, Border::swedish);
  EXPECT_EQ(strip.predrawn().size(), 10u);  // the whole outline: each end box gets three sides
}

// The grids of seed 004's page: dots, lines and cells of triangle N and hexagon R.
struct GridRow {
  Grid grid;
  int size;
  int dots;
  int lines;
  int cells;
};

class GridCountTest : public ::testing::TestWithParam<GridRow> {};

TEST_P(GridCountTest, DotsLinesAndCells) {
  const GridRow row = GetParam();
  const Board board(row.grid, row.size);
  EXPECT_EQ(board.point_count(), row.dots);
  EXPECT_EQ(board.line_count(), row.lines);
  EXPECT_EQ(board.box_count(), row.cells);
  const int sides = row.grid == Grid::triangle ? 3 : 6;
  int perimeter = 0;
  for (int l = 0; l < board.line_count(); ++l) perimeter += board.on_perimeter(Line{l}) ? 1 : 0;
  // Every cell has its sides, and every line borders one or two cells: counted both ways.
  int incidences = 0;
  for (int b = 0; b < board.box_count(); ++b) {
    EXPECT_EQ(board.side_count(Box{b}), sides);
    incidences += board.side_count(Box{b});
  }
  EXPECT_EQ(incidences, 2 * board.line_count() - perimeter);
  // The perimeter: 3N segments round a triangle, 6(2R - 1) round a hexagon.
  EXPECT_EQ(perimeter, row.grid == Grid::triangle ? 3 * row.size : 6 * (2 * row.size - 1));
}

std::vector<GridRow> grid_rows() {
  std::vector<GridRow> rows;
  for (int n = 1; n <= 6; ++n)
    rows.push_back({Grid::triangle, n, (n + 1) * (n + 2) / 2, 3 * n * (n + 1) / 2, n * n});
  for (int r = 1; r <= 6; ++r)
    rows.push_back({Grid::hexagon, r, 6 * r * r, 9 * r * r - 3 * r, 3 * r * (r - 1) + 1});
  return rows;
}

INSTANTIATE_TEST_SUITE_P(Seed004, GridCountTest, ::testing::ValuesIn(grid_rows()));

TEST(GridTest, HexagonTwoHasDotRowsOfTwoThreeThreeFourFourThreeThreeTwo) {
  const Board board(Grid::hexagon, 2);
  std::vector<int> lengths;
  for (int r = 0; r < board.rows(); ++r) lengths.push_back(board.row_length(r));
  EXPECT_EQ(lengths, (std::vector<int>{2, 3, 3, 4, 4, 3, 3, 2}));
  // Cells in rows of 2, 3, 2, each a vertex at the top: cell 1's top is the first dot.
  EXPECT_EQ(board.corners(Box{0})[0], (Point{0, 0}));
  EXPECT_EQ(board.corners(Box{1})[0], (Point{0, 1}));
  EXPECT_EQ(board.corners(Box{2})[0], (Point{2, 0}));
}

TEST(GridTest, TriangleCellsAlternateUpAndDownInTheirStrip) {
  const Board board(Grid::triangle, 2);
  std::vector<std::string> sides;
  for (int b = 0; b < board.box_count(); ++b) {
    std::string names;
    for (Line side : board.sides(Box{b})) names += line_name(board, side) + " ";
    sides.push_back(names);
  }
  // A / B C / D E F: cell 1 is A B C, then up B D E, down B C E, up C E F.
  EXPECT_EQ(sides, (std::vector<std::string>{"A-C B-C A-B ", "B-E D-E B-D ", "B-C C-E B-E ",
                                             "C-F E-F C-E "}));
}

TEST(GridTest, LinesJoinNeighboursOnly) {
  const Board board(Grid::triangle, 2);
  EXPECT_TRUE(board.line_between({0, 0}, {1, 1}));   // A-C
  EXPECT_TRUE(board.line_between({1, 1}, {0, 0}));   // C-A, the same line
  EXPECT_FALSE(board.line_between({0, 0}, {2, 1}));  // A-E skips a row
  EXPECT_FALSE(board.line_between({0, 0}, {0, 0}));
  EXPECT_FALSE(board.line_between({2, 0}, {2, 2}));  // D-F skips E
  for (int l = 0; l < board.line_count(); ++l) {
    const auto& [a, b] = board.ends(Line{l});
    EXPECT_EQ(board.line_between(a, b), Line{l});
    // Every line is one line length long.
    const Place p = board.place(a), q = board.place(b);
    EXPECT_NEAR(std::hypot(p.x - q.x, p.y - q.y), 1.0, 1e-9) << line_name(board, Line{l});
  }
}

// The Swedish board page: the whole outline is drawn, but a line that would complete a cell on
// its own stays undrawn; only a one-cell board has one.
TEST(GridTest, SwedishBorderOnTheOtherGrids) {
  const Board t1(Grid::triangle, 1, Border::swedish);
  ASSERT_EQ(t1.predrawn().size(), 2u);
  EXPECT_EQ(t1.playable_line_count(), 1);
  EXPECT_EQ(line_name(t1, Line{2}), "B-C");
  EXPECT_EQ(t1.predrawn(), (std::vector<Line>{Line{0}, Line{1}}));
  const Board h1(Grid::hexagon, 1, Border::swedish);
  EXPECT_EQ(h1.predrawn().size(), 5u);
  EXPECT_EQ(line_name(h1, Line{5}), "E-F");
  for (Line line : h1.predrawn()) EXPECT_NE(line.index, 5);
  const Board t3(Grid::triangle, 3, Border::swedish);
  EXPECT_EQ(t3.predrawn().size(), 9u);
  EXPECT_EQ(t3.playable_line_count(), 9);
  const Board h2(Grid::hexagon, 2, Border::swedish);
  EXPECT_EQ(h2.predrawn().size(), 18u);
  EXPECT_EQ(h2.playable_line_count(), 12);
}

TEST(GridTest, NamesAndLimits) {
  EXPECT_EQ(std::string(grid_name(Grid::hexagon)), "hexagon");
  EXPECT_EQ(grid_of_name("triangle"), Grid::triangle);
  EXPECT_EQ(grid_of_name("Triangle"), std::nullopt);
  EXPECT_FALSE(Board::valid_size(Grid::triangle, 0));
  EXPECT_TRUE(Board::valid_size(Grid::triangle, Board::kMaxTriangle));
  EXPECT_FALSE(Board::valid_size(Grid::triangle, Board::kMaxTriangle + 1));
  EXPECT_TRUE(Board::valid_size(Grid::hexagon, Board::kMaxHexagon));
  EXPECT_FALSE(Board::valid_size(Grid::hexagon, Board::kMaxHexagon + 1));
  EXPECT_FALSE(Board::takes_border(Grid::hexagon, Border::icelandic));
  EXPECT_TRUE(Board::takes_border(Grid::hexagon, Border::swedish));
  EXPECT_TRUE(Board::takes_border(Grid::square, Border::icelandic));
}

}  // namespace
}  // namespace lucas
