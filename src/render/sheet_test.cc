// The name fields of blank sheets, measured where they are drawn: every page is painted into an
// in-memory image and the rules are found as long horizontal runs of ink.
#include "render/sheet.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "render/name_fields.h"

namespace lucas::render {
namespace {

constexpr double kScale = 2;  // pixels a point
// What a pixel measures, the precision of a length read from the image.
constexpr Mm kPixel = to_mm(Pt{1 / kScale});

// A painted page and the horizontal runs of ink in it.
class PaintedPage {
 public:
  PaintedPage(const Layout& layout, const PageSetup& setup)
      : surface_(cairo_image_surface_create(CAIRO_FORMAT_RGB24,
                                            static_cast<int>(setup.page.width.value * kScale),
                                            static_cast<int>(setup.page.height.value * kScale))),
        cr_(cairo_create(surface_.get())) {
    cairo_set_source_rgb(cr_.get(), 1, 1, 1);
    cairo_paint(cr_.get());
    cairo_scale(cr_.get(), kScale, kScale);
    Canvas canvas(cr_.get(), setup.font);
    layout.paint(canvas, 0);
    cairo_surface_flush(surface_.get());
  }

  // The lengths, in millimetres, of the runs of ink at least `shortest` long, row by row; a run
  // thicker than a pixel counts once (on its darkest row).
  std::vector<double> runs(Mm shortest) const {
    const int w = cairo_image_surface_get_width(surface_.get());
    const int h = cairo_image_surface_get_height(surface_.get());
    const int min_px = static_cast<int>(to_pt(shortest).value * kScale);
    std::vector<std::vector<std::pair<int, int>>> by_row(static_cast<size_t>(h));
    for (int y = 0; y < h; ++y) {
      int start = -1;
      for (int x = 0; x <= w; ++x) {
        const bool ink = x < w && inked(x, y);
        if (ink && start < 0) start = x;
        if (!ink && start >= 0) {
          if (x - start >= min_px) by_row[static_cast<size_t>(y)].push_back({start, x});
          start = -1;
        }
      }
    }
    std::vector<double> out;
    for (size_t y = 0; y < by_row.size(); ++y)
      for (const auto& [a, b] : by_row[y]) {
        // The same rule seen on the row above: counted there.
        bool seen = false;
        if (y > 0)
          for (const auto& [pa, pb] : by_row[y - 1]) seen = seen || (pa < b && a < pb);
        if (!seen) out.push_back(to_mm(Pt{(b - a) / kScale}).value);
      }
    return out;
  }

 private:
  bool inked(int x, int y) const {
    const unsigned char* data = cairo_image_surface_get_data(surface_.get());
    const int stride = cairo_image_surface_get_stride(surface_.get());
    std::uint32_t rgb;
    std::memcpy(&rgb, data + y * stride + x * 4, 4);
    // Any ink at all; Cairo leaves the pixel a horizontal rule's end covers in part blank, so a
    // run is up to a pixel shorter than the rule drawn.
    return ((rgb >> 16) & 0xff) < 0xf8 && ((rgb >> 8) & 0xff) < 0xf8 && (rgb & 0xff) < 0xf8;
  }

  SurfacePtr surface_;
  ContextPtr cr_;
};

PageSetup sheet_page(const char* paper, bool landscape = false) {
  return {*page_geometry(*find_paper(paper), landscape, Margins{}), std::string(kDefaultFont)};
}

// Every rule on every sheet: long enough for a name, for every board the page holds, at every
// grid count, on every paper, in both languages, named or blank.
TEST(SheetNameFields, EveryRuleIsAtLeastFortyMillimetres) {
  // A score box's edges are 12 mm: a longer run of ink is a rule.
  const Mm longer_than_a_box{13};
  int sheets = 0;
  for (const auto& [lang, paper] : {std::pair{"fr", "a4"}, std::pair{"fr", "a5"},
                                    std::pair{"en", "letter"}, std::pair{"en", "a4"}}) {
    const Catalogue& catalogue = Catalogue::get(lang);
    {
      for (const auto& [rows, cols] : {std::pair{2, 2}, std::pair{3, 4}, std::pair{6, 6},
                                       std::pair{2, 12}, std::pair{12, 2}}) {
        for (double spacing : {4.0, 11.0, 20.0}) {
          for (int per_page : {1, 100}) {
            for (bool named : {false, true}) {
              SheetOptions options;
              options.board.rows = rows;
              options.board.cols = cols;
              options.labels = DotLabels::none;  // dots only: no text run mistaken for a rule
              options.style.spacing = Mm{spacing};
              options.per_page = per_page;
              if (named) options.players = {"Noé", ""};
              const PageSetup setup = sheet_page(paper);
              const Layout layout = layout_sheet(options, setup, catalogue);
              if (layout.error) continue;  // the grid does not fit this paper
              ++sheets;
              const std::string what = std::string(lang) + " " + paper + " " +
                                       std::to_string(rows) + "x" + std::to_string(cols) + " " +
                                       std::to_string(spacing) + " mm, " +
                                       std::to_string(per_page) + (named ? " named" : "");
              // The score boxes' top and bottom edges, 12 mm, count the grids: four a grid.
              size_t edges = 0;
              std::vector<double> rules;
              for (double run : PaintedPage(layout, setup).runs(Mm{10})) {
                if (run < longer_than_a_box.value)
                  ++edges;
                else
                  rules.push_back(run);
              }
              ASSERT_GT(edges, 0u) << what;
              EXPECT_EQ(edges % 4, 0u) << what;
              // One rule for each blank name of each grid: none lost for being too short.
              EXPECT_EQ(rules.size(), edges / 4 * (named ? 1 : 2)) << what;
              for (double length : rules)
                EXPECT_GE(length, kMinNameRule.value - kPixel.value) << what;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(sheets, 150);
}

// The one-row fields where they are wide enough, two rows a player where they are not: the
// default sheet keeps its six grids.
TEST(SheetNameFields, NarrowGridsStackTheirFieldsAndTheDefaultKeepsSixGrids) {
  const Catalogue& catalogue = Catalogue::get("fr");
  MeasuringCanvas measuring{std::string(kDefaultFont)};
  const NameFields blank{{"Joueur 1", "Joueur 2"}, {false, false}, "Carrés"};
  NameFieldsStyle style;
  style.min_rule = to_pt(kMinNameRule);
  const Pt wide = name_fields_min_width(measuring.canvas(), blank, style, false);
  const Pt narrow = name_fields_min_width(measuring.canvas(), blank, style, true);
  EXPECT_LT(narrow, wide);
  EXPECT_FALSE(name_fields_stacked(measuring.canvas(), blank, style, wide));
  EXPECT_TRUE(name_fields_stacked(measuring.canvas(), blank, style, wide - Pt{1}));
  EXPECT_EQ(name_fields_height(measuring.canvas(), blank, style, wide), style.row * 2);
  EXPECT_EQ(name_fields_height(measuring.canvas(), blank, style, narrow), style.row * 4);
  // Without a shortest rule, one row a player whatever the width (the handouts' fields).
  EXPECT_FALSE(name_fields_stacked(measuring.canvas(), blank, NameFieldsStyle{}, Pt{10}));

  const PageSetup setup = sheet_page("a4");
  SheetOptions options;
  const Layout layout = layout_sheet(options, setup, catalogue);
  ASSERT_FALSE(layout.error);
  options.labels = DotLabels::none;
  const std::vector<double> rules =
      PaintedPage(layout_sheet(options, setup, catalogue), setup).runs(Mm{13});
  EXPECT_EQ(rules.size(), 12u);  // six grids, two rules each
}

}  // namespace
}  // namespace lucas::render
