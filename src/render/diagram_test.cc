#include "render/diagram.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace lucas::render
