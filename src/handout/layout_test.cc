#include "handout/layout.h"

#include <gtest/gtest.h>

namespace lucas::handout {
namespace {

using render::Pt;

Piece piece(double height, bool keep = false) {
  Piece p;
  p.height = Pt{height};
  p.keep_with_next = keep;
  p.draw = [](render::Canvas&, render::PagePoint) {};
  return p;
}

const render::Rect kContent{Pt{10}, Pt{20}, Pt{100}, Pt{100}};

TEST(PaginateTest, PiecesFlowDownAndOverflowToTheNextPage) {
  const std::vector<Piece> pieces = {piece(40), piece(40), piece(40)};
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 2u);
  ASSERT_EQ(pages[0].size(), 2u);
  EXPECT_EQ(pages[0][1].at.y, Pt{65});
  EXPECT_EQ(pages[1][0].at.y, Pt{20});
}

TEST(PaginateTest, AHeadingIsNeverLeftAloneAtTheFootOfAPage) {
  const std::vector<Piece> pieces = {piece(60), piece(10, /*keep=*/true), piece(50)};
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[0].size(), 1u);
  EXPECT_EQ(pages[1][0].piece, &pieces[1]);
}

TEST(PaginateTest, PageBreakAndTallPieces) {
  Piece page_break;
  page_break.page_break = true;
  const std::vector<Piece> pieces = {piece(10), page_break, piece(500), piece(10)};
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 3u);  // the tall piece takes a page of its own
  EXPECT_EQ(pages[1][0].piece, &pieces[2]);
}

TEST(PaginateTest, TableHeaderRepeatsOnEveryPageItsRowsReach) {
  auto header = std::make_shared<Piece>(piece(20, true));
  std::vector<Piece> pieces{*header};
  for (int i = 0; i < 10; ++i) {
    pieces.push_back(piece(15));
    pieces.back().header = header;
  }
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[0].size(), 6u);  // the header and five rows of 15 in 100
  EXPECT_EQ(pages[1][0].piece, header.get());
  EXPECT_EQ(pages[1][1].at.y, Pt{40});
  // Rows of a table touch: no gap between them.
  EXPECT_EQ(pages[0][2].at.y - pages[0][1].at.y, Pt{15});
}

}  // namespace
}  // namespace lucas::handout
