#include "render/diagram.h"

#include <gtest/gtest.h>

#include "game/notation.h"
#include "render/layout.h"
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

}  // namespace
}  // namespace lucas::render
