#include "render/hands.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include "render/cairo_types.h"

namespace lucas::render {
namespace {

// A page of 200 x 100 points at 2 pixels per point, painted pale green so that the hands'
// white fill shows where a hand covers the page.
class GreenPage {
 public:
  GreenPage()
      : surface_(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 400, 200)),
        cr_(cairo_create(surface_.get())),
        canvas_(cr_.get(), std::string(kDefaultFont)) {
    cairo_scale(cr_.get(), 2, 2);
    cairo_set_source_rgb(cr_.get(), 0.8, 1, 0.8);
    cairo_paint(cr_.get());
  }
  Canvas& canvas() { return canvas_; }

  // The pixel at (x, y) in points, as 0xRRGGBB.
  std::uint32_t pixel(Pt x, Pt y) {
    cairo_surface_flush(surface_.get());
    const unsigned char* data = cairo_image_surface_get_data(surface_.get());
    const int stride = cairo_image_surface_get_stride(surface_.get());
    const auto* p = reinterpret_cast<const std::uint32_t*>(
        data + static_cast<int>(y.value * 2) * stride + static_cast<int>(x.value * 2) * 4);
    return *p & 0xffffff;
  }
  bool background(Pt x, Pt y) { return pixel(x, y) == 0xccffcc; }

 private:
  SurfacePtr surface_;
  ContextPtr cr_;
  Canvas canvas_;
};

// Each of the four finger slots is covered at mid-finger height exactly when that finger is
// raised; a dead hand has no finger up, and its palm is shaded: a fist.
TEST(HandsTest, RaisedFingersAndAFistForADeadHand) {
  for (int fingers = 0; fingers <= 4; ++fingers) {
    GreenPage page;
    const HandBox box{{Pt{20}, Pt{10}, Pt{60}, Pt{80}}};
    draw_hand(page.canvas(), box, fingers, palette::kInk);
    for (int i = 0; i < 4; ++i) {
      const Rect slot = box.finger_slot(i);
      const Pt mid_x = slot.x + slot.width / 2;
      const Pt mid_finger = slot.y + slot.height * 0.3;
      EXPECT_EQ(!page.background(mid_x, mid_finger), i < fingers)
          << fingers << " fingers, slot " << i;
    }
    const Rect palm = box.palm();
    const std::uint32_t centre = page.pixel(palm.x + palm.width / 2, palm.y + palm.height / 2);
    EXPECT_EQ(centre, fingers == 0 ? 0xc9b8a6u : 0xffffffu) << fingers << " fingers";
    // Nothing is drawn outside the hand's box.
    EXPECT_TRUE(page.background(box.box.x - Pt{2}, box.box.y + Pt{40}));
    EXPECT_TRUE(page.background(box.box.right() + Pt{2}, box.box.y + Pt{40}));
  }
}

TEST(HandsTest, FingerSlotsSitSideBySideAboveThePalm) {
  const HandBox box{{Pt{0}, Pt{0}, Pt{40}, Pt{100}}};
  for (int i = 0; i + 1 < 4; ++i) EXPECT_LT(box.finger_slot(i).right(), box.finger_slot(i + 1).x);
  EXPECT_GE(box.finger_slot(0).x, box.box.x);
  EXPECT_LE(box.finger_slot(3).right(), box.box.right());
  EXPECT_EQ(box.palm().bottom(), box.box.bottom());
  EXPECT_GT(box.finger_slot(0).bottom(), box.palm().y);  // the fingers grow out of the palm
}

TEST(HandsTest, PicturesTwoToARowOverPages) {
  ChopsticksDrawing replay;
  replay.title = "Lina et Sami";
  replay.rules = "coupure";
  replay.verdict = "Lina gagne.";
  HandsPicture picture;
  picture.caption = "Départ";
  picture.rows = {{"Lina", {1, 1}, {}, {}, false}, {"Sami", {1, 1}, {}, {}, false}};
  for (int i = 0; i < 30; ++i) replay.pictures.push_back(picture);
  PageSetup setup;
  setup.page = PageGeometry{Pt{595}, Pt{842}, Rect{Pt{42}, Pt{42}, Pt{511}, Pt{758}}};
  const Layout one_page = layout_hands_replay(
      ChopsticksDrawing{replay.title, replay.rules, replay.verdict, true, {picture}}, setup);
  EXPECT_EQ(one_page.page_count, 1);
  const Layout many = layout_hands_replay(replay, setup);
  ASSERT_FALSE(many.error);
  EXPECT_GT(many.page_count, 1);
  EXPECT_LT(many.page_count, 30);
  // A page too narrow for two pictures side by side is said, not drawn over.
  setup.page.content.width = Pt{200};
  EXPECT_TRUE(layout_hands_replay(replay, setup).error);
}

// The hands are drawn smaller only when that saves a page: rows that fill a page at full size
// stay at full size, one more row is shrunk onto the same page, and rows over several pages are
// shared out evenly.
TEST(HandsTest, HandsShrinkOnlyToSaveAPageAndPagesAreBalanced) {
  HandsPicture picture;
  picture.caption = "1. Lina touche la main gauche de Sami avec sa main gauche : 1 + 1 = 2.";
  picture.rows = {{"Lina", {1, 1}, {}, {}, false}, {"Sami", {1, 1}, {}, {}, false}};
  PageSetup setup;
  setup.page = PageGeometry{Pt{595}, Pt{842}, Rect{Pt{42}, Pt{42}, Pt{511}, Pt{758}}};
  auto with_rows = [&](int rows) {
    ChopsticksDrawing replay{"Lina et Sami", "coupure", "Lina gagne.", true, {}};
    for (int i = 0; i < rows * 2; ++i) replay.pictures.push_back(picture);
    return choose_hands_pages(replay, setup);
  };
  int full = 0;  // the most rows one page holds at full size
  for (int rows = 1; rows <= 40; ++rows) {
    const auto pages = with_rows(rows);
    ASSERT_TRUE(pages) << rows;
    EXPECT_LE(pages->scale, 1.0);
    EXPECT_GE(pages->scale, kSmallestHandsScale);
    int sum = 0;
    for (size_t p = 0; p < pages->rows.size(); ++p) {
      sum += pages->rows[p];
      EXPECT_LE(pages->rows[p] - pages->rows.back(), 1) << rows << " rows, page " << p;
      EXPECT_GE(pages->rows[p], pages->rows.back()) << rows << " rows, page " << p;
    }
    EXPECT_EQ(sum, rows);
    if (pages->rows.size() == 1 && pages->scale == 1.0) full = rows;
  }
  ASSERT_GT(full, 1);
  const auto one_more = with_rows(full + 1);
  EXPECT_EQ(one_more->rows.size(), 1u);
  EXPECT_LT(one_more->scale, 1.0);
  EXPECT_EQ(with_rows(full)->scale, 1.0);
}

}  // namespace
}  // namespace lucas::render
