#include "render/paper.h"

#include <gtest/gtest.h>

namespace lucas::render {
namespace {

TEST(Paper, A4IsWholePoints) {
  auto g = page_geometry(*find_paper("A4"), false, Margins{});
  ASSERT_TRUE(g);
  EXPECT_EQ(g->width.value, 595);
  EXPECT_EQ(g->height.value, 842);
  EXPECT_NEAR(g->content.x.value, to_pt(Mm{15}).value, 1e-9);
}

TEST(Paper, LandscapeTurnsThePage) {
  auto g = page_geometry(*find_paper("letter"), true, Margins::all(Mm{10}));
  ASSERT_TRUE(g);
  EXPECT_EQ(g->width.value, 792);
  EXPECT_EQ(g->height.value, 612);
}

TEST(Paper, UnknownPaperAndTooWideMargins) {
  EXPECT_FALSE(find_paper("a3"));
  EXPECT_FALSE(page_geometry(*find_paper("a5"), false, Margins::all(Mm{70})));
  EXPECT_FALSE(page_geometry(*find_paper("a5"), false, Margins::all(Mm{-1})));
}

TEST(Length, MillimetresToPoints) {
  EXPECT_NEAR(to_pt(Mm{25.4}).value, 72.0, 1e-12);
  EXPECT_NEAR(to_mm(Pt{72}).value, 25.4, 1e-12);
}

}  // namespace
}  // namespace lucas::render
