#include "render/diagram.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "game/notation.h"
#include "render/page_setup.h"
#include "render/replay_pages.h"

namespace lucas::render {
namespace {

// The spacing fitting_spacing chooses fits, and a step more would not: tested on both sides, for
// boards that are wide, tall and square, with and without dot names.
TEST(Diagram, TheFittingSpacingIsTheLargestThatFits) {
  const Pt width{150}, height{100};
  const Mm max{12}, min{2}, step{0.25};
  for (const auto& [rows, cols] :
       {std::pair{3, 4}, std::pair{6, 6}, std::pair{12, 3}, std::pair{4, 20}, std::pair{2, 2}}) {
    for (DotLabels labels : {DotLabels::letters, DotLabels::coords, DotLabels::none}) {
      SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
      const Board board(rows, cols);
      const auto spacing = fitting_spacing(board, labels, width, height, max, min);
      ASSERT_TRUE(spacing.has_value());
      DiagramStyle style;
      style.spacing = *spacing;
      const DiagramExtent fits = diagram_extent(board, labels, style);
      EXPECT_LE(fits.width, width);
      EXPECT_LE(fits.height, height);
      if (spacing->value < max.value) {
        style.spacing = *spacing + step;
        const DiagramExtent larger = diagram_extent(board, labels, style);
        EXPECT_TRUE(larger.width > width || larger.height > height);
      }
    }
  }
  // Room for the largest spacing: the largest; room for not even the smallest: none.
  EXPECT_EQ(fitting_spacing(Board(2, 2), DotLabels::none, width, height, max, min)->value, 12);
  EXPECT_FALSE(fitting_spacing(Board(50, 50), DotLabels::letters, width, height, max, min));
  DiagramStyle smallest;
  smallest.spacing = min;
  EXPECT_GT(diagram_extent(Board(50, 50), DotLabels::letters, smallest).width, width);
}

// From this spacing up, dots keep their names beside any mark; below, only beside blank boxes.
constexpr Mm kSmallestNamedSpacing{7};

// Every box of the board marked with the same text; an empty text numbers the boxes.
Diagram all_marked(const Board& board, const std::string& mark) {
  Diagram d = board_diagram(board, DotLabels::letters);
  for (int b = 0; b < board.box_count(); ++b)
    d.boxes.push_back({Box{b}, mark.empty() ? std::to_string(b + 1) : mark, Ink::first, false});
  return d;
}

std::vector<Rect> inks(const std::vector<DiagramText>& texts, DiagramText::Kind kind) {
  std::vector<Rect> out;
  for (const DiagramText& t : texts)
    if (t.kind == kind) out.push_back(t.ink);
  return out;
}

// Dot names and the marks in boxes, measured by Pango's ink extents where they are drawn: apart
// by more than half a point on every board that has letter names, at every spacing from the
// smallest replay's to the biggest sheet's and wall copy's, with initials wide, tall and
// descending and with box numbers.
TEST(DiagramTexts, DotNamesNeverTouchTheMarksInBoxes) {
  MeasuringCanvas measuring{std::string(kDefaultFont)};
  Canvas& canvas = measuring.canvas();
  int named = 0;
  for (int rows = 2; rows <= 13; ++rows) {
    for (int cols = 2; cols <= 13; ++cols) {
      const Board board(rows, cols);
      if (!has_letter_names(board)) continue;
      for (double spacing : {2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 8.5, 9.0, 10.0, 11.0, 12.0, 14.0,
                             18.0, 33.0, 60.0}) {
        for (const std::string mark : {"W", "Qj", "É", ""}) {
          DiagramStyle style;
          style.spacing = Mm{spacing};
          const auto texts = diagram_texts(canvas, all_marked(board, mark), style, {});
          const auto names = inks(texts, DiagramText::Kind::dot_name);
          const auto marks = inks(texts, DiagramText::Kind::box_mark);
          ASSERT_EQ(marks.size(), static_cast<size_t>(board.box_count()));
          named += !names.empty();
          for (const Rect& m : marks) {
            for (const Rect& n : names) {
              ASSERT_FALSE(m.grown(Pt{0.5}).touches(n))
                  << rows << "x" << cols << " at " << spacing << " mm, mark " << mark;
            }
          }
          // Names are kept down to small spacings, and at every spacing a replay is read at
          // the marks stay big.
          if (spacing >= kSmallestNamedSpacing.value) {
            ASSERT_EQ(names.size(), static_cast<size_t>(board.rows() * board.cols()))
                << rows << "x" << cols << " at " << spacing << " mm";
          }
          if (spacing >= kReadableSpacing.value) {
            for (const DiagramText& t : texts) {
              if (t.kind != DiagramText::Kind::box_mark) continue;
              EXPECT_GE(t.style.size.value, to_pt(Mm{spacing}).value * 0.35)
                  << spacing << " mm, mark " << mark;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(named, 1500);
}

// Without marks, nothing shrinks: a blank sheet's names are where the style puts them.
TEST(DiagramTexts, NamesSitUpAndLeftOfTheirDotsClearOfTheLines) {
  MeasuringCanvas measuring{std::string(kDefaultFont)};
  const Board board(3, 4);
  DiagramStyle style;
  const DiagramExtent e = diagram_extent(board, DotLabels::letters, style);
  const auto texts =
      diagram_texts(measuring.canvas(), board_diagram(board, DotLabels::letters), style, {});
  const auto names = inks(texts, DiagramText::Kind::dot_name);
  ASSERT_EQ(names.size(), 12u);
  const Pt step = to_pt(style.spacing);
  const Pt half_line = to_pt(style.line_width) / 2;
  for (int i = 0; i < 12; ++i) {
    const Pt x = e.dot_x + step * (i % 4), y = e.dot_y + step * (i / 4);
    const Rect& n = names[static_cast<size_t>(i)];
    EXPECT_LT(n.right(), x - half_line) << i;   // left of the line going up
    EXPECT_LT(n.bottom(), y - half_line) << i;  // above the line going left
    EXPECT_GT(n.right(), x - step / 3) << i;    // yet beside its own dot
    EXPECT_GT(n.bottom(), y - step / 3) << i;
    EXPECT_GE(n.x, Pt{0}) << i;  // inside the extent
    EXPECT_GE(n.y, Pt{0}) << i;
  }
}

// The triangle and hexagon boards the tests below walk: letter names up to 26 dots (triangle 5,
// hexagon 2), coordinates beyond.
std::vector<Board> other_grids() {
  std::vector<Board> boards;
  for (int n = 1; n <= 6; ++n) boards.emplace_back(lucas::Grid::triangle, n);
  for (int r = 1; r <= 3; ++r) boards.emplace_back(lucas::Grid::hexagon, r);
  return boards;
}

std::string describe(const Board& board) {
  return std::string(grid_name(board.grid())) + " " + std::to_string(board.size());
}

// Where a dot of a diagram drawn at {0, 0} stands.
PagePoint dot_at(const Board& board, DotLabels labels, const DiagramStyle& style, Point p) {
  const DiagramExtent e = diagram_extent(board, labels, style);
  const Place place = board.place(p);
  const Pt step = to_pt(style.spacing);
  return {e.dot_x + step * place.x, e.dot_y + step * place.y};
}

// Whether a line between two points comes within `by` of a rectangle: sampled every 0.1 pt.
bool crosses(PagePoint a, PagePoint b, const Rect& r, Pt by) {
  const double length = std::hypot((b.x - a.x).value, (b.y - a.y).value);
  for (double t = 0; t <= 1; t += 0.1 / length) {
    const Pt x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t;
    const double dx = std::max({0.0, (r.x - x).value, (x - r.right()).value});
    const double dy = std::max({0.0, (r.y - y).value, (y - r.bottom()).value});
    if (std::hypot(dx, dy) < by.value) return true;
  }
  return false;
}

// On the triangle and hexagon grids every dot is named beside it, in the opening between its
// lines: clear of every line (drawn or to be drawn), near its own dot, inside the extent the
// layouts place the diagram by, from the smallest readable spacing to a big sheet's.
TEST(DiagramTexts, OnTrianglesAndHexagonsNamesClearTheLinesInsideTheExtent) {
  MeasuringCanvas measuring{std::string(kDefaultFont)};
  for (const Board& board : other_grids()) {
    for (DotLabels labels : {DotLabels::letters, DotLabels::coords}) {
      for (double spacing : {9.0, 12.0, 20.0, 40.0}) {
        SCOPED_TRACE(describe(board) + " at " + std::to_string(spacing) + " mm");
        DiagramStyle style;
        style.spacing = Mm{spacing};
        const DiagramExtent e = diagram_extent(board, labels, style);
        const auto names =
            inks(diagram_texts(measuring.canvas(), board_diagram(board, labels), style, {}),
                 DiagramText::Kind::dot_name);
        ASSERT_EQ(names.size(), static_cast<size_t>(board.point_count()));
        for (int i = 0; i < board.point_count(); ++i) {
          const Rect& n = names[static_cast<size_t>(i)];
          EXPECT_GE(n.x, Pt{0}) << i;
          EXPECT_GE(n.y, Pt{0}) << i;
          EXPECT_LE(n.right(), e.width) << i;
          EXPECT_LE(n.bottom(), e.height) << i;
          // Beside its own dot: nearer to it than to any other, and within half a spacing.
          const auto distance = [&](int dot_index) {
            const PagePoint dot = dot_at(board, labels, style, board.point_at(dot_index));
            const double dx = std::max({0.0, (n.x - dot.x).value, (dot.x - n.right()).value});
            const double dy = std::max({0.0, (n.y - dot.y).value, (dot.y - n.bottom()).value});
            return std::hypot(dx, dy);
          };
          EXPECT_LT(distance(i), to_pt(style.spacing).value / 2) << i;
          for (int other = 0; other < board.point_count(); ++other)
            if (other != i) {
              EXPECT_LT(distance(i), distance(other)) << i << " nearer " << other;
            }
          for (int l = 0; l < board.line_count(); ++l) {
            const auto& ends = board.ends(Line{l});
            EXPECT_FALSE(crosses(dot_at(board, labels, style, ends[0]),
                                 dot_at(board, labels, style, ends[1]), n,
                                 to_pt(style.line_width) * 0.9))
                << "name " << i << " on line " << line_name(board, Line{l});
          }
        }
      }
    }
  }
}

// Whether a point is inside a convex polygon whose corners go clockwise on the page.
bool inside(const std::vector<PagePoint>& polygon, PagePoint p) {
  for (size_t k = 0; k < polygon.size(); ++k) {
    const PagePoint a = polygon[k], b = polygon[(k + 1) % polygon.size()];
    const double cross =
        (b.x - a.x).value * (p.y - a.y).value - (b.y - a.y).value * (p.x - a.x).value;
    if (cross < 0) return false;
  }
  return true;
}

// A cell's mark stands inside its triangle or hexagon, clear of its sides and of the dots'
// names, at every spacing a replay or a sheet is drawn at.
TEST(DiagramTexts, OnTrianglesAndHexagonsMarksStayInsideTheirCells) {
  MeasuringCanvas measuring{std::string(kDefaultFont)};
  for (const Board& board : other_grids()) {
    for (double spacing : {4.0, 6.0, 9.0, 12.0, 20.0, 60.0}) {
      for (const std::string mark : {"W", "Qj", "É", ""}) {
        SCOPED_TRACE(describe(board) + " at " + std::to_string(spacing) + " mm, mark " + mark);
        DiagramStyle style;
        style.spacing = Mm{spacing};
        const auto texts = diagram_texts(measuring.canvas(), all_marked(board, mark), style, {});
        const auto marks = inks(texts, DiagramText::Kind::box_mark);
        const auto names = inks(texts, DiagramText::Kind::dot_name);
        ASSERT_EQ(marks.size(), static_cast<size_t>(board.box_count()));
        // Letters are kept from the smallest spacing squares keep them at; coordinates, two
        // characters wide on the bigger boards, from a big sheet's spacing.
        if (spacing >= (has_letter_names(board) ? kSmallestNamedSpacing.value : 20.0)) {
          EXPECT_EQ(names.size(), static_cast<size_t>(board.point_count()));
        }
        for (int b = 0; b < board.box_count(); ++b) {
          const Rect& m = marks[static_cast<size_t>(b)];
          std::vector<PagePoint> cell;
          for (Point p : board.corners(Box{b}))
            cell.push_back(dot_at(board, DotLabels::letters, style, p));
          for (const PagePoint corner :
               {PagePoint{m.x, m.y}, PagePoint{m.right(), m.y}, PagePoint{m.x, m.bottom()},
                PagePoint{m.right(), m.bottom()}})
            EXPECT_TRUE(inside(cell, corner)) << "cell " << b + 1;
          for (Line side : board.sides(Box{b})) {
            const auto& ends = board.ends(side);
            EXPECT_FALSE(crosses(dot_at(board, DotLabels::letters, style, ends[0]),
                                 dot_at(board, DotLabels::letters, style, ends[1]), m,
                                 to_pt(style.line_width) / 2))
                << "cell " << b + 1 << " side " << line_name(board, side);
          }
          for (const Rect& n : names) EXPECT_FALSE(m.grown(Pt{0.5}).touches(n)) << "cell " << b + 1;
        }
      }
    }
  }
}

}  // namespace
}  // namespace lucas::render

namespace lucas::render {
namespace {

// A blank hexagonal grid without a border gets every line as a faint guide (its dots alone do
// not show its cells); a bordered one, and the other grids, only their border.
TEST(BlankGrid, OnlyAHexagonalGridWithoutBorderHasGuides) {
  auto guides = [](const Board& board) {
    const Diagram d = blank_grid_diagram(board, DotLabels::letters);
    return std::count_if(d.lines.begin(), d.lines.end(),
                         [](const DrawnLine& l) { return l.ink == Ink::guide; });
  };
  const Board hexagon(lucas::Grid::hexagon, 2);
  EXPECT_EQ(guides(hexagon), hexagon.line_count());
  EXPECT_EQ(guides(Board(lucas::Grid::hexagon, 2, lucas::Border::swedish)), 0);
  EXPECT_EQ(guides(Board(lucas::Grid::triangle, 3)), 0);
  EXPECT_EQ(guides(Board(3, 4)), 0);
  EXPECT_EQ(color_of(Ink::guide).r, color_of(Ink::guide).g);   // grey
  EXPECT_GT(color_of(Ink::guide).r, color_of(Ink::border).r);  // fainter than a border
}

}  // namespace
}  // namespace lucas::render
