#include "render/document.h"

#include <gtest/gtest.h>

#include "render/diagram.h"

namespace lucas::render {
namespace {

DocumentInfo a4_info() {
  DocumentInfo info;
  info.page = *page_geometry(*find_paper("a4"), false, Margins{});
  info.title = "Essai";
  return info;
}

void paint_board(Canvas& canvas, int page) {
  static const Board board(3, 4);
  Diagram d;
  d.board = &board;
  d.lines = {{Line{0}, Ink::first, 1, false}, {Line{1}, Ink::second, 2, true}};
  d.boxes = {{Box{0}, "M", Ink::first, false}};
  d.error = ErrorLine{{0, 0}, {1, 1}, true};
  draw_diagram(canvas, d, DiagramStyle{}, {Pt{50}, Pt{50 + 10.0 * page}});
  canvas.draw_text("Noé « égalité »", {Pt{50}, Pt{300}}, Pt{200}, TextStyle{});
}

TEST(Document, FormatFollowsTheExtension) {
  EXPECT_EQ(format_of("a/b.PDF"), Format::pdf);
  EXPECT_EQ(format_of("b.svg"), Format::svg);
  EXPECT_EQ(format_of("b.png"), Format::png);
  EXPECT_FALSE(format_of("b.jpg"));
  EXPECT_FALSE(format_of("pdf"));
}

TEST(Document, PagesAreNumberedForSvgAndPng) {
  EXPECT_EQ(output_paths("out/r.svg", Format::svg, 2),
            (std::vector<std::string>{"out/r-01.svg", "out/r-02.svg"}));
  EXPECT_EQ(output_paths("r.png", Format::png, 1), (std::vector<std::string>{"r.png"}));
  EXPECT_EQ(output_paths("r.pdf", Format::pdf, 5), (std::vector<std::string>{"r.pdf"}));
  EXPECT_EQ(output_paths("r.png", Format::png, 100)[99], "r-100.png");
}

TEST(Document, SameInputSameBytesInEveryFormat) {
  for (Format f : {Format::pdf, Format::svg, Format::png}) {
    const Rendering a = render_document(a4_info(), 2, paint_board, "x", f);
    // Something else drawn in between must not change the next document's bytes (SVG ids).
    render_document(a4_info(), 3, paint_board, "y", Format::svg);
    const Rendering b = render_document(a4_info(), 2, paint_board, "x", f);
    ASSERT_FALSE(a.error);
    ASSERT_EQ(a.files.size(), f == Format::pdf ? 1u : 2u);
    ASSERT_EQ(a.files.size(), b.files.size());
    for (size_t i = 0; i < a.files.size(); ++i) EXPECT_EQ(a.files[i].bytes, b.files[i].bytes);
  }
}

// One page alone is that page's file of the whole document (its name and bytes); a PDF is whole.
TEST(Document, OnePageAloneIsThatPagesFile) {
  for (Format f : {Format::svg, Format::png}) {
    const Rendering whole = render_document(a4_info(), 3, paint_board, "r.x", f);
    ASSERT_EQ(whole.files.size(), 3u);
    for (int page = 0; page < 3; ++page) {
      const Rendering one = render_document_page(a4_info(), 3, paint_board, "r.x", f, page);
      ASSERT_FALSE(one.error);
      ASSERT_EQ(one.files.size(), 1u);
      EXPECT_EQ(one.files[0].path, whole.files[static_cast<size_t>(page)].path);
      EXPECT_TRUE(one.files[0].bytes == whole.files[static_cast<size_t>(page)].bytes) << page;
    }
    // The pages differ (the diagram moves down a page), so the page chosen is the one drawn.
    EXPECT_FALSE(whole.files[0].bytes == whole.files[1].bytes);
  }
  const Rendering pdf = render_document_page(a4_info(), 3, paint_board, "r.pdf", Format::pdf, 1);
  ASSERT_EQ(pdf.files.size(), 1u);
  EXPECT_EQ(pdf.files[0].bytes,
            render_document(a4_info(), 3, paint_board, "r.pdf", Format::pdf).files[0].bytes);
}

TEST(Document, PdfCarriesTitleCreatorAndDate) {
  DocumentInfo info = a4_info();
  info.date = 1700000000;
  const Rendering r = render_document(info, 1, paint_board, "x.pdf", Format::pdf);
  ASSERT_EQ(r.files.size(), 1u);
  const std::string& pdf = r.files[0].bytes;
  EXPECT_NE(pdf.find("/Creator (lucas)"), std::string::npos);
  EXPECT_NE(pdf.find("/Title (Essai)"), std::string::npos);
  EXPECT_NE(pdf.find("/CreationDate (20231114221320Z)"), std::string::npos);
}

TEST(Document, PngSizeFollowsTheDpi) {
  DocumentInfo info = a4_info();
  info.dpi = 72;
  const Rendering r = render_document(info, 1, paint_board, "x.png", Format::png);
  ASSERT_EQ(r.files.size(), 1u);
  const std::string& png = r.files[0].bytes;
  ASSERT_GT(png.size(), 24u);
  auto be32 = [&](size_t at) {
    return (static_cast<unsigned char>(png[at]) << 24) |
           (static_cast<unsigned char>(png[at + 1]) << 16) |
           (static_cast<unsigned char>(png[at + 2]) << 8) | static_cast<unsigned char>(png[at + 3]);
  };
  EXPECT_EQ(be32(16), 595);
  EXPECT_EQ(be32(20), 842);
}

}  // namespace
}  // namespace lucas::render
