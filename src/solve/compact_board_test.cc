#include "solve/compact_board.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <random>
#include <set>
#include <string>

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

// The canonical form's property, checked against an independent description of the board's
// symmetries: the eight rotations and reflections of the square of dots written here as point
// maps, the border groups read from the Board, and the orbit of a position built by brute force.
struct Geometry {
  std::vector<std::vector<int>> symmetries;  // line permutations that keep the pre-drawn lines
  std::vector<LineSet> border_groups;        // the border lines of each box with two or more
};

Geometry geometry_of(const Board& board) {
  Geometry g;
  const int R = board.rows() - 1, C = board.cols() - 1;
  const std::vector<std::function<Point(Point)>> maps = {
      [](Point p) { return p; },
      [=](Point p) {
        return Point{p.row, C - p.col};
      },
      [=](Point p) {
        return Point{R - p.row, p.col};
      },
      [=](Point p) {
        return Point{R - p.row, C - p.col};
      },
      [](Point p) {
        return Point{p.col, p.row};
      },
      [=](Point p) {
        return Point{p.col, R - p.row};
      },
      [=](Point p) {
        return Point{C - p.col, p.row};
      },
      [=](Point p) {
        return Point{C - p.col, R - p.row};
      },
  };
  LineSet predrawn = 0;
  for (Line l : board.predrawn()) predrawn |= bit_of(l.index);
  for (const auto& map : maps) {
    std::vector<int> permutation;
    LineSet image_of_predrawn = 0;
    bool keeps_the_board = true;
    for (int l = 0; l < board.line_count(); ++l) {
      const auto& ends = board.ends(Line{l});
      const Point a = map(ends[0]), b = map(ends[1]);
      const bool on_board = a.row >= 0 && a.row <= R && a.col >= 0 && a.col <= C && b.row >= 0 &&
                            b.row <= R && b.col >= 0 && b.col <= C;
      const auto image = on_board ? board.line_between(a, b) : std::nullopt;
      if (!image) {
        keeps_the_board = false;
        break;
      }
      permutation.push_back(image->index);
      if (predrawn & bit_of(l)) image_of_predrawn |= bit_of(image->index);
    }
    if (keeps_the_board && image_of_predrawn == predrawn) g.symmetries.push_back(permutation);
  }
  for (int b = 0; b < board.box_count(); ++b) {
    LineSet border = 0;
    for (Line side : board.sides(Box{b}))
      if (board.boxes_of(side)[0].index < 0 || board.boxes_of(side)[1].index < 0)
        border |= bit_of(side.index);
    if (std::popcount(border) >= 2) g.border_groups.push_back(border);
  }
  return g;
}

LineSet permuted(LineSet lines, const std::vector<int>& permutation) {
  LineSet image = 0;
  for (size_t l = 0; l < permutation.size(); ++l)
    if (lines & bit_of(static_cast<int>(l))) image |= bit_of(permutation[l]);
  return image;
}

// Every set of lines that is the same position: any symmetry, then the drawn lines of each border
// group on any of its lines (as many as were drawn).
std::set<LineSet> orbit(const Geometry& g, LineSet lines) {
  std::set<LineSet> out;
  for (const auto& permutation : g.symmetries) {
    std::set<LineSet> images{permuted(lines, permutation)};
    for (const LineSet group : g.border_groups) {
      std::set<LineSet> next;
      for (const LineSet image : images) {
        const int drawn = std::popcount(image & group);
        for (LineSet subset = group;; subset = (subset - 1) & group) {
          if (std::popcount(subset) == drawn) next.insert((image & ~group) | subset);
          if (subset == 0) break;
        }
      }
      images = std::move(next);
    }
    out.insert(images.begin(), images.end());
  }
  return out;
}

struct DotsShape {
  int rows, cols;
  Border border;
};

std::string name(const DotsShape& s) {
  return std::to_string(s.rows) + "x" + std::to_string(s.cols) + " dots, border " +
         std::to_string(static_cast<int>(s.border));
}

// Square and not, one row of boxes (three border lines at each end), every border.
const std::vector<DotsShape> kDotsShapes = {
    {4, 4, Border::none},      {5, 5, Border::none},      {6, 6, Border::none},
    {4, 5, Border::none},      {5, 3, Border::none},      {2, 5, Border::none},
    {4, 4, Border::swedish},   {4, 5, Border::swedish},   {5, 5, Border::swedish},
    {4, 4, Border::icelandic}, {4, 5, Border::icelandic}, {5, 4, Border::icelandic},
};

TEST(CompactBoard, ItsSymmetriesAreEveryOneThatKeepsTheBoardAndBorder) {
  for (const DotsShape& shape : kDotsShapes) {
    SCOPED_TRACE(name(shape));
    const Board board(shape.rows, shape.cols, shape.border);
    const CompactBoard compact(board);
    const Geometry g = geometry_of(board);
    std::set<std::vector<int>> expected(g.symmetries.begin(), g.symmetries.end());
    std::set<std::vector<int>> found;
    for (int s = 0; s < compact.symmetry_count(); ++s) {
      std::vector<int> permutation;
      for (int l = 0; l < compact.line_count(); ++l) permutation.push_back(compact.image(l, s));
      found.insert(permutation);
      for (int l = 0; l < compact.line_count(); ++l)
        EXPECT_EQ(compact.preimage(compact.image(l, s), s), l);
    }
    EXPECT_EQ(found, expected);
    EXPECT_EQ(compact.symmetry_count(), static_cast<int>(expected.size()));
    const int square = shape.rows == shape.cols ? 8 : 4;
    if (shape.border != Border::icelandic) {
      EXPECT_EQ(compact.symmetry_count(), square);
    }
  }
}

TEST(CompactBoard, CanonicalIsTheSmallestOfTheSamePositionsForRandomPositions) {
  std::mt19937_64 random(20261130);
  for (const DotsShape& shape : kDotsShapes) {
    SCOPED_TRACE(name(shape));
    const Board board(shape.rows, shape.cols, shape.border);
    const CompactBoard compact(board);
    const Geometry g = geometry_of(board);
    for (int trial = 0; trial < 300; ++trial) {
      // From nearly empty to nearly full, always with the pre-drawn border.
      const int density = trial % 7;
      LineSet lines = compact.predrawn();
      for (int l = 0; l < compact.line_count(); ++l)
        if (static_cast<int>(random() % 8) < density) lines |= bit_of(l);
      const std::set<LineSet> same = orbit(g, lines);
      int chosen = -1;
      const LineSet canonical = compact.canonical(lines, &chosen);
      ASSERT_EQ(canonical, *same.begin()) << "lines " << lines;
      ASSERT_GE(chosen, 0);
      ASSERT_LT(chosen, compact.symmetry_count());
      EXPECT_EQ(compact.with_border_pairs_aligned(compact.transform(lines, chosen)), canonical);
      // Under every symmetry, and every exchange of a border group's lines: one form.
      for (const LineSet image : same) ASSERT_EQ(compact.canonical(image), canonical) << image;
      for (int s = 0; s < compact.symmetry_count(); ++s)
        ASSERT_EQ(compact.canonical(compact.transform(lines, s)), canonical) << "symmetry " << s;
      // A position that is not one of these has another form.
      LineSet other = lines ^ bit_of(static_cast<int>(random() % compact.line_count()));
      other |= compact.predrawn();
      if (!same.contains(other)) {
        EXPECT_NE(compact.canonical(other), canonical);
      }
    }
  }
}

// Triangles and hexagons: the symmetries are the line permutations of the dots' rotations and
// reflections, so they are checked here for what the table relies on: that each sends the board
// to itself (lines, cells, the pre-drawn border), and that symmetric positions share one form.
struct GridShape {
  Grid grid;
  int size;
  Border border;
  int symmetries;
};

std::string name(const GridShape& s) {
  return std::string(grid_name(s.grid)) + " " + std::to_string(s.size) + ", border " +
         std::to_string(static_cast<int>(s.border));
}

// A triangle keeps its 3 rotations and 3 reflections, a hexagon its 6 and 6; a Swedish one-cell
// board only the identity and the reflection that keep its one undrawn line.
const std::vector<GridShape> kGridShapes = {
    {Grid::triangle, 1, Border::none, 6}, {Grid::triangle, 1, Border::swedish, 2},
    {Grid::triangle, 2, Border::none, 6}, {Grid::triangle, 2, Border::swedish, 6},
    {Grid::triangle, 3, Border::none, 6}, {Grid::triangle, 3, Border::swedish, 6},
    {Grid::hexagon, 1, Border::none, 12}, {Grid::hexagon, 1, Border::swedish, 2},
    {Grid::hexagon, 2, Border::none, 12}, {Grid::hexagon, 2, Border::swedish, 12},
};

// A line completes the cells whose other sides are all drawn, counted from the board's own
// sides of each cell, on every grid: random sets, with lines that complete 0, 1 and 2 cells.
TEST(CompactBoard, ALineCompletesTheCellsWhoseOtherSidesAreDrawn) {
  std::vector<Board> boards = {Board(4, 4), Board(3, 5, Border::swedish)};
  for (const GridShape& shape : kGridShapes)
    if (shape.size >= 2) boards.emplace_back(shape.grid, shape.size, shape.border);
  std::mt19937 random(7);
  std::array<int, 3> seen{};
  for (const Board& board : boards) {
    SCOPED_TRACE(board.box_count());
    const CompactBoard compact(board);
    for (int trial = 0; trial < 3000; ++trial) {
      // From half the lines drawn to seven in eight, so that lines completing two cells are
      // common too.
      const unsigned density = 4 + trial % 4;
      LineSet drawn = compact.predrawn();
      for (int l = 0; l < compact.line_count(); ++l)
        if (random() % 8 < density) drawn |= bit_of(l);
      for (int l = 0; l < compact.line_count(); ++l) {
        if (drawn & bit_of(l)) continue;
        int expected = 0;
        for (int b = 0; b < board.box_count(); ++b) {
          bool has_line = false, others_drawn = true;
          for (const Line side : board.sides(Box{b})) {
            if (side.index == l)
              has_line = true;
            else if (!(drawn & bit_of(side.index)))
              others_drawn = false;
          }
          expected += has_line && others_drawn ? 1 : 0;
        }
        ASSERT_EQ(compact.completes(drawn, l), expected) << l << " " << std::hex << drawn;
        ++seen[static_cast<size_t>(expected)];
      }
    }
  }
  EXPECT_GT(seen[0], 0);
  EXPECT_GT(seen[1], 0);
  EXPECT_GT(seen[2], 0);
}

TEST(CompactBoard, TheSymmetriesOfTrianglesAndHexagonsSendCellsToCells) {
  for (const GridShape& shape : kGridShapes) {
    SCOPED_TRACE(name(shape));
    const Board board(shape.grid, shape.size, shape.border);
    const CompactBoard compact(board);
    ASSERT_EQ(compact.symmetry_count(), shape.symmetries);
    std::set<std::vector<int>> distinct;
    for (int s = 0; s < compact.symmetry_count(); ++s) {
      std::vector<int> permutation;
      std::set<int> images;
      for (int l = 0; l < compact.line_count(); ++l) {
        const int image = compact.image(l, s);
        ASSERT_GE(image, 0);
        ASSERT_LT(image, compact.line_count());
        images.insert(image);
        permutation.push_back(image);
        EXPECT_EQ(compact.preimage(image, s), l);
        // A line on the edge stays on the edge.
        EXPECT_EQ(board.on_perimeter(Line{l}), board.on_perimeter(Line{image}));
      }
      EXPECT_EQ(images.size(), static_cast<size_t>(compact.line_count()));  // one-to-one
      distinct.insert(permutation);
      EXPECT_EQ(compact.transform(compact.predrawn(), s), compact.predrawn());
      // The sides of a cell are the sides of one cell, each cell's image another's.
      std::set<LineSet> cells, image_cells;
      for (int b = 0; b < compact.box_count(); ++b) {
        cells.insert(compact.sides(b));
        image_cells.insert(compact.transform(compact.sides(b), s));
      }
      EXPECT_EQ(image_cells, cells);
    }
    EXPECT_EQ(distinct.size(), static_cast<size_t>(shape.symmetries));
    EXPECT_EQ(distinct.begin()->size(), static_cast<size_t>(compact.line_count()));
    // The identity first.
    for (int l = 0; l < compact.line_count(); ++l) EXPECT_EQ(compact.image(l, 0), l);
  }
}

TEST(CompactBoard, SymmetricTrianglesAndHexagonsShareTheirCanonicalForm) {
  std::mt19937_64 random(20260315);
  for (const GridShape& shape : kGridShapes) {
    SCOPED_TRACE(name(shape));
    const Board board(shape.grid, shape.size, shape.border);
    const CompactBoard compact(board);
    // The orbit from the compact board's own permutations, and the border groups of the Board.
    Geometry g;
    for (int s = 0; s < compact.symmetry_count(); ++s) {
      std::vector<int> permutation;
      for (int l = 0; l < compact.line_count(); ++l) permutation.push_back(compact.image(l, s));
      g.symmetries.push_back(permutation);
    }
    for (int b = 0; b < board.box_count(); ++b) {
      LineSet border = 0;
      for (Line side : board.sides(Box{b}))
        if (board.on_perimeter(side)) border |= bit_of(side.index);
      if (std::popcount(border) >= 2) g.border_groups.push_back(border);
    }
    for (int trial = 0; trial < 200; ++trial) {
      const int density = trial % 7;
      LineSet lines = compact.predrawn();
      for (int l = 0; l < compact.line_count(); ++l)
        if (static_cast<int>(random() % 8) < density) lines |= bit_of(l);
      const LineSet canonical = compact.canonical(lines);
      for (int s = 0; s < compact.symmetry_count(); ++s)
        ASSERT_EQ(compact.canonical(compact.transform(lines, s)), canonical) << "symmetry " << s;
      const std::set<LineSet> same = orbit(g, lines);
      ASSERT_EQ(canonical, *same.begin()) << "lines " << lines;
      for (const LineSet image : same) ASSERT_EQ(compact.canonical(image), canonical) << image;
      LineSet other = lines ^ bit_of(static_cast<int>(random() % compact.line_count()));
      other |= compact.predrawn();
      if (!same.contains(other)) {
        EXPECT_NE(compact.canonical(other), canonical);
      }
    }
  }
}

TEST(CompactBoard, EveryCornerLineAloneHasTheFormOfItsSymmetricCorners) {
  // One border line of one corner of a 3x4-box board: the eight such sets are one position.
  const Board board(4, 5);
  const CompactBoard compact(board);
  // The border lines of the four corner boxes, top left, top right, bottom left, bottom right.
  auto pair_at = [&](Point corner, Point along_row, Point along_col) {
    return bit_of(board.line_between(corner, along_row)->index) |
           bit_of(board.line_between(corner, along_col)->index);
  };
  const LineSet pairs[] = {pair_at({0, 0}, {0, 1}, {1, 0}), pair_at({0, 4}, {0, 3}, {1, 4}),
                           pair_at({3, 0}, {3, 1}, {2, 0}), pair_at({3, 4}, {3, 3}, {2, 4})};
  std::set<LineSet> forms;
  for (const LineSet pair : pairs)
    for (LineSet rest = pair; rest; rest &= rest - 1) forms.insert(compact.canonical(rest & -rest));
  EXPECT_EQ(forms.size(), 1u);
  // Two lines of one corner, and one line each of two corners: different positions.
  const LineSet corner = pairs[0];
  const LineSet two_corners = (corner & -corner) | (pairs[1] & -pairs[1]);
  EXPECT_NE(compact.canonical(corner), compact.canonical(two_corners));
}

}  // namespace
}  // namespace lucas
