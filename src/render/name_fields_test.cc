#include "render/name_fields.h"

#include <cairo.h>
#include <gtest/gtest.h>

namespace lucas::render {
namespace {

// A white page of 300 x 120 points drawn at 2 pixels per point, to look at pixels.
class Page {
 public:
  Page()
      : surface_(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 600, 240)),
        cr_(cairo_create(surface_)) {
    cairo_scale(cr_, 2, 2);
    cairo_set_source_rgb(cr_, 1, 1, 1);
    cairo_paint(cr_);
  }
  ~Page() {
    cairo_destroy(cr_);
    cairo_surface_destroy(surface_);
  }
  Page(const Page&) = delete;
  Page& operator=(const Page&) = delete;
  cairo_t* cairo() const { return cr_; }

  // Whether anything is drawn within half a point of (x, y), in points.
  bool inked(double x, double y) {
    cairo_surface_flush(surface_);
    const unsigned char* data = cairo_image_surface_get_data(surface_);
    const int stride = cairo_image_surface_get_stride(surface_);
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const int px = static_cast<int>(x * 2) + dx, py = static_cast<int>(y * 2) + dy;
        const unsigned char* pixel = data + py * stride + px * 4;
        if (pixel[0] < 200 || pixel[1] < 200 || pixel[2] < 200) return true;
      }
    return false;
  }

 private:
  cairo_surface_t* surface_;
  cairo_t* cr_;
};

NameFields blank() { return NameFields{{"Joueur 1", "Joueur 2"}, {false, false}, "Carrés"}; }

// The sheet's measurements: rows 7 mm apart from 3 points down, boxes 12 mm wide.
const NameFieldsStyle kSheet{};
const PagePoint kAt{Pt{10}, Pt{10}};
const Pt kWidth{280};

TEST(NameFields, BoxesAreFlushRightOnEachRow) {
  Page page;
  Canvas canvas(page.cairo(), std::string(kDefaultFont));
  draw_name_fields(canvas, blank(), kSheet, kAt, kWidth);
  const double left = 10 + 280 - kSheet.box_width.value, right = 290;
  for (int row = 0; row < 2; ++row) {
    const double top = 10 + 3 + kSheet.row.value * row;
    const double middle = top + kSheet.box_height.value / 2;
    EXPECT_TRUE(page.inked(left, middle)) << row;
    EXPECT_TRUE(page.inked(right, middle)) << row;
    EXPECT_TRUE(page.inked((left + right) / 2, top)) << row;
    EXPECT_FALSE(page.inked((left + right) / 2, middle)) << row;  // the box is empty
  }
  EXPECT_FALSE(page.inked(right + 4, 10 + 3 + kSheet.box_height.value / 2));
}

TEST(NameFields, ABlankNameHasARuleAtTheBottomOfItsBox) {
  Page page;
  Canvas canvas(page.cairo(), std::string(kDefaultFont));
  draw_name_fields(canvas, blank(), kSheet, kAt, kWidth);
  for (int row = 0; row < 2; ++row) {
    const double rule = 10 + 3 + kSheet.row.value * row + kSheet.box_height.value;
    EXPECT_TRUE(page.inked(150, rule)) << row;
    EXPECT_FALSE(page.inked(150, rule - 3)) << row;
  }
}

TEST(NameFields, AGivenNameHasNoRule) {
  Page page;
  Canvas canvas(page.cairo(), std::string(kDefaultFont));
  NameFields fields = blank();
  fields.names[1] = "Noé";
  fields.given[1] = true;
  draw_name_fields(canvas, fields, kSheet, kAt, kWidth);
  const double first = 10 + 3 + kSheet.box_height.value;
  EXPECT_TRUE(page.inked(150, first));
  EXPECT_FALSE(page.inked(150, first + kSheet.row.value));
}

TEST(NameFields, TheRuleAndTheTextWhereTheStyleSays) {
  Page page;
  Canvas canvas(page.cairo(), std::string(kDefaultFont));
  NameFieldsStyle style;
  style.rule_drop = Pt{6};
  style.text_drop = Pt{30};  // below the box: the text is out of the first row
  draw_name_fields(canvas, blank(), style, kAt, kWidth);
  EXPECT_TRUE(page.inked(150, 10 + 3 + 6));
  EXPECT_FALSE(page.inked(150, 10 + 3 + style.box_height.value));
  // The label "Joueur 1" starts at the left edge, 30 points below the row's top.
  bool text = false;
  for (double x = 10; x < 40; x += 0.5) text = text || page.inked(x, 10 + 3 + 30 + 5);
  EXPECT_TRUE(text);
}

}  // namespace
}  // namespace lucas::render
