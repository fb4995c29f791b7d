#include "handout/paging.h"

#include <gtest/gtest.h>

#include <memory>

#include "game/board.h"
#include "render/diagram.h"

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

Piece page_break() {
  Piece p;
  p.page_break = true;
  return p;
}

// kContent is 100 high: 45 + a gap of 5 + 50 fill it exactly.
TEST(PaginateTest, ContentThatExactlyFillsAPageTakesOnePage) {
  const std::vector<Piece> pieces = {piece(45), piece(50)};
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 1u);
  EXPECT_EQ(pages[0].size(), 2u);
  EXPECT_EQ(pages[0][1].at.y, Pt{70});
}

TEST(PaginateTest, ContentAHairTooTallForAPageTakesTwo) {
  const std::vector<Piece> pieces = {piece(45), piece(50.01)};
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[1][0].piece, &pieces[1]);
  EXPECT_EQ(pages[1][0].at.y, Pt{20});
}

TEST(PaginateTest, AFullPageThenAPageBreakLeavesNoEmptyPage) {
  const std::vector<Piece> pieces = {piece(45), piece(50), page_break()};
  EXPECT_EQ(paginate(pieces, kContent, Pt{5}).size(), 1u);
}

TEST(PaginateTest, PageBreaksAtTheEndsOrInARowMakeNoEmptyPage) {
  const auto count = [](const std::vector<Piece>& pieces) {
    const auto pages = paginate(pieces, kContent, Pt{5});
    for (const auto& page : pages) EXPECT_FALSE(page.empty());
    return pages.size();
  };
  EXPECT_EQ(count({piece(10), page_break()}), 1u);
  EXPECT_EQ(count({page_break(), piece(10)}), 1u);
  EXPECT_EQ(count({piece(10), page_break(), page_break(), piece(10)}), 2u);
  EXPECT_EQ(count({piece(10), page_break(), piece(10), page_break()}), 2u);
  EXPECT_EQ(count({piece(500)}), 1u);
  EXPECT_EQ(count({piece(100)}), 1u);
}

TEST(PaginateTest, AFullTableLeavesNoEmptyPage) {
  // A header of 25 and five rows of 15 touching it fill 100 exactly.
  auto header = std::make_shared<Piece>(piece(25, true));
  std::vector<Piece> pieces{*header};
  for (int i = 0; i < 5; ++i) {
    pieces.push_back(piece(15));
    pieces.back().header = header;
  }
  EXPECT_EQ(paginate(pieces, kContent, Pt{5}).size(), 1u);
  pieces.push_back(piece(15));
  pieces.back().header = header;
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[1].size(), 2u);  // the header again, and the sixth row
}

// kContent is 100 high. A heading, a text and the diagrams it talks about go to the next page
// together when they do not all fit at the foot of this one.
TEST(PaginateTest, ATextStaysOnThePageOfItsDiagrams) {
  const std::vector<Piece> pieces = {piece(30), piece(10, true), piece(10, true), piece(40)};
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[0].size(), 1u);
  EXPECT_EQ(pages[1][0].piece, &pieces[1]);
  // 30 + 5 + 10 + 5 + 10 + 5 + 40 = 105: a text 5 shorter keeps all on the first page.
  const std::vector<Piece> shorter = {piece(25), piece(10, true), piece(10, true), piece(40)};
  EXPECT_EQ(paginate(shorter, kContent, Pt{5}).size(), 1u);
}

TEST(PaginateTest, PiecesKeptTogetherTallerThanAPageOnlyKeepAHeadingWithItsNext) {
  // 10 + 5 + 50 + 5 + 50 = 120 cannot fit on any page: the heading still takes its text along.
  const std::vector<Piece> pieces = {piece(20), piece(10, true), piece(50, true), piece(50)};
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[0].size(), 3u);
  EXPECT_EQ(pages[1][0].piece, &pieces[3]);
}

TEST(PaginateTest, ContinuedTablesCountsThePagesAHeaderIsRepeatedOn) {
  auto header = std::make_shared<Piece>(piece(10, true));
  std::vector<Piece> pieces{*header};
  for (int i = 0; i < 20; ++i) {
    pieces.push_back(piece(10));
    pieces.back().header = header;
  }
  // A header and 9 rows of 10 on each page of 100, the 20 rows over three pages.
  const auto pages = paginate(pieces, kContent, Pt{5});
  ASSERT_EQ(pages.size(), 3u);
  EXPECT_EQ(continued_tables(pages), 2);
  pieces.resize(10);
  EXPECT_EQ(continued_tables(paginate(pieces, kContent, Pt{5})), 0);
}

TEST(ColumnWidthsTest, SharesWhenEveryColumnIsWideEnough) {
  const auto widths = column_widths({Pt{10}, Pt{10}}, {0.25, 0.75}, Pt{100});
  ASSERT_TRUE(widths);
  EXPECT_EQ(*widths, (std::vector<Pt>{Pt{25}, Pt{75}}));
}

TEST(ColumnWidthsTest, ANarrowColumnTakesItsLeastFromTheOthersByShare) {
  // The first share gives 10, less than its 40: the 60 left go 1 to 2 to the others.
  const auto widths = column_widths({Pt{40}, Pt{0}, Pt{0}}, {0.1, 0.3, 0.6}, Pt{100});
  ASSERT_TRUE(widths);
  EXPECT_EQ((*widths)[0], Pt{40});
  EXPECT_DOUBLE_EQ((*widths)[1].value, 20);
  EXPECT_DOUBLE_EQ((*widths)[2].value, 40);
  // Taking from the others can leave one of them too narrow in turn.
  const auto again = column_widths({Pt{40}, Pt{25}, Pt{0}}, {0.1, 0.3, 0.6}, Pt{100});
  ASSERT_TRUE(again);
  EXPECT_EQ(*again, (std::vector<Pt>{Pt{40}, Pt{25}, Pt{35}}));
}

TEST(ColumnWidthsTest, NothingWhenTheLeastWidthsDoNotFit) {
  EXPECT_TRUE(column_widths({Pt{50}, Pt{50}}, {0.5, 0.5}, Pt{100}));
  EXPECT_FALSE(column_widths({Pt{50}, Pt{50.01}}, {0.5, 0.5}, Pt{100}));
}

// Grids shrunk to fill a row keep two dot spacings between them, so that two boards of bare dots
// never read as one wide board; a grid alone in its row only has to fit.
TEST(RowSpacingTest, NeighboursKeepTwoSpacingsBetweenThem) {
  const auto board = std::make_shared<const Board>(7, 7);
  const auto cell = [&] {
    return Cell{board, board.get(), render::blank_grid_diagram(*board, render::DotLabels::none),
                {},    {},          Pt{0}};
  };
  const Pt width{200};
  const render::Mm alone = row_spacing({cell()}, width, render::Mm{12});
  const render::Mm pair = row_spacing({cell(), cell()}, width, render::Mm{12});
  const auto extent = [&](render::Mm spacing) {
    render::DiagramStyle style;
    style.spacing = spacing;
    return render::diagram_extent(*board, render::DotLabels::none, style).width;
  };
  // Alone: the largest spacing that fits, filling the cell.
  EXPECT_LE(extent(alone).value, width.value);
  EXPECT_GT(extent(alone + render::Mm{0.25}).value, width.value);
  // Side by side: two spacings clear between the cells, and shrunk by at most a millimetre more
  // than that needs (the largest such spacing, searched in the fitting's steps).
  const auto clear = [&](render::Mm spacing) {
    return (width + kRowGap - extent(spacing)).value >= 2 * render::to_pt(spacing).value;
  };
  render::Mm best{12};
  while (!clear(best)) best = best - render::Mm{0.25};
  EXPECT_LT(pair.value, alone.value);
  EXPECT_TRUE(clear(pair));
  EXPECT_LE(pair.value, best.value);
  EXPECT_GE(pair.value, best.value - 1);
  // Room enough at the largest spacing: nothing shrinks.
  EXPECT_EQ(row_spacing({cell(), cell()}, Pt{2000}, render::Mm{12}).value, 12);
}

}  // namespace
}  // namespace lucas::handout
