#include "render/hands.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numbers>

namespace lucas::render {

namespace {

constexpr double kFingerShare = 0.55;  // the fingers' part of a hand's height
constexpr Pt kHandHeight{46};
constexpr Pt kHandWidth{34};
constexpr Pt kHandGap{14};    // between a player's two hands
constexpr Pt kNameWidth{70};  // the players' names, left of their hands
constexpr Pt kRowGap{13};     // between players' rows: room for the fingers' count
constexpr Pt kHandCaptionSize{9};
constexpr Pt kPictureGap{10};
constexpr Pt kHandsColumnGap{16};
// A warm grey: a fist in shadow, never one of the greys that antialiased ink makes on white.
const Color kFist = Color::hex(0xc9b8a6);
const Color kTouching = palette::kFirst;
const Color kTouched = palette::kSecond;

void rounded_rectangle(cairo_t* cr, const Rect& r, double radius) {
  const double x = r.x.value, y = r.y.value, w = r.width.value, h = r.height.value;
  radius = std::min({radius, w / 2, h / 2});
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - radius, y + radius, radius, -std::numbers::pi / 2, 0);
  cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, std::numbers::pi / 2);
  cairo_arc(cr, x + radius, y + h - radius, radius, std::numbers::pi / 2, std::numbers::pi);
  cairo_arc(cr, x + radius, y + radius, radius, std::numbers::pi, 3 * std::numbers::pi / 2);
  cairo_close_path(cr);
}

// An arrow from `from` to `to`, its head at `to`.
void arrow(cairo_t* cr, PagePoint from, PagePoint to, const Color& color, double width) {
  cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a);
  cairo_set_line_width(cr, width);
  cairo_move_to(cr, from.x.value, from.y.value);
  cairo_line_to(cr, to.x.value, to.y.value);
  cairo_stroke(cr);
  const double angle = std::atan2((to.y - from.y).value, (to.x - from.x).value);
  const double head = width * 4;
  cairo_move_to(cr, to.x.value, to.y.value);
  cairo_line_to(cr, to.x.value - head * std::cos(angle - 0.45),
                to.y.value - head * std::sin(angle - 0.45));
  cairo_line_to(cr, to.x.value - head * std::cos(angle + 0.45),
                to.y.value - head * std::sin(angle + 0.45));
  cairo_close_path(cr);
  cairo_fill(cr);
}

// The height of a picture's hands: one row per player.
Pt rows_height(size_t rows) { return (kHandHeight + kRowGap) * static_cast<double>(rows); }

// Where a player's hand is drawn in a picture whose hands start at `top_left`.
HandBox hand_box(PagePoint top_left, size_t row, Hand hand) {
  const Pt x = top_left.x + kNameWidth + (hand == Hand::left ? Pt{0} : kHandWidth + kHandGap);
  const Pt y = top_left.y + (kHandHeight + kRowGap) * static_cast<double>(row);
  return {{x, y, kHandWidth, kHandHeight}};
}

Pt caption_height(Canvas& canvas, const HandsPicture& p, Pt width) {
  return canvas.text_height(p.caption, width, TextStyle{kHandCaptionSize});
}

}  // namespace

Pt hands_picture_width() { return kNameWidth + kHandWidth * 2 + kHandGap; }

Pt hands_picture_height(Canvas& canvas, const HandsPicture& picture, Pt width, double scale) {
  return caption_height(canvas, picture, width) + Pt{6} + rows_height(picture.rows.size()) * scale;
}

void draw_hands_picture(Canvas& canvas, const HandsPicture& p, PagePoint at, Pt width,
                        double scale) {
  cairo_t* cr = canvas.cairo();
  TextStyle caption{kHandCaptionSize};
  if (p.error) caption.color = palette::kError;
  const Pt caption_h = canvas.draw_text(p.caption, at, width, caption);
  // The hands, their names and their marks are drawn at full size in a scaled frame.
  cairo_save(cr);
  cairo_translate(cr, at.x.value, (at.y + caption_h + Pt{6}).value);
  cairo_scale(cr, scale, scale);
  const PagePoint hands_at{Pt{0}, Pt{0}};
  const Color marks_touching = p.error ? palette::kError : kTouching;
  const Color marks_touched = p.error ? palette::kError : kTouched;
  std::optional<PagePoint> touch_from, touch_to;
  for (size_t row = 0; row < p.rows.size(); ++row) {
    const HandsRow& r = p.rows[row];
    const HandBox left = hand_box(hands_at, row, Hand::left);
    canvas.draw_text(r.name, {hands_at.x, left.box.y + kHandHeight / 2 - Pt{6}}, kNameWidth - Pt{4},
                     TextStyle{Pt{10}});
    for (Hand h : {Hand::left, Hand::right}) {
      const HandBox box = hand_box(hands_at, row, h);
      const bool touching = r.touching == h;
      const bool touched = r.touched == h;
      if (touching || touched) {
        // A halo behind the hand: blue for the hand that touches, orange for the one touched.
        const Color& c = touching ? marks_touching : marks_touched;
        cairo_set_source_rgba(cr, c.r, c.g, c.b, 0.18);
        rounded_rectangle(cr, box.box.grown(Pt{3}), 6);
        cairo_fill(cr);
        cairo_set_source_rgba(cr, c.r, c.g, c.b, 1);
        cairo_set_line_width(cr, 1.5);
        rounded_rectangle(cr, box.box.grown(Pt{3}), 6);
        cairo_stroke(cr);
        const PagePoint centre{box.box.x + kHandWidth / 2, box.box.y + kHandHeight / 2};
        (touching ? touch_from : touch_to) = centre;
      }
      draw_hand(canvas, box, r.hands[h], palette::kInk);
      // The count under the hand, for a reader who would rather not count fingers.
      canvas.draw_text(std::to_string(r.hands[h]), {box.box.x, box.box.bottom() + Pt{2}},
                       kHandWidth, TextStyle{Pt{8}, true, palette::kInk, Align::center});
    }
    if (r.split) {
      // The split: an arrow both ways between the mover's two hands, above them.
      const HandBox l = left;
      const HandBox rr = hand_box(hands_at, row, Hand::right);
      const Pt y = l.box.y + kHandHeight * 0.3;
      const Color c = p.error ? palette::kError : kTouching;
      arrow(cr, {l.box.right() + Pt{1}, y}, {rr.box.x - Pt{1}, y}, c, 1.4);
      arrow(cr, {rr.box.x - Pt{1}, y + Pt{6}}, {l.box.right() + Pt{1}, y + Pt{6}}, c, 1.4);
    }
  }
  if (touch_from && touch_to) {
    // The touch: an arrow from the touching hand to the touched one, a little off their centres.
    const double dx = (touch_to->x - touch_from->x).value;
    const double dy = (touch_to->y - touch_from->y).value;
    const double length = std::max(1.0, std::hypot(dx, dy));
    const double cut = 14 / length;
    arrow(cr, {touch_from->x + Pt{dx * cut}, touch_from->y + Pt{dy * cut}},
          {touch_to->x - Pt{dx * cut}, touch_to->y - Pt{dy * cut}},
          p.error ? palette::kError : kTouching, 1.6);
  }
  cairo_restore(cr);
}

Rect HandBox::finger_slot(int i) const {
  const Pt slot = box.width / 4.0;
  const Pt height = box.height * kFingerShare;
  return {box.x + slot * static_cast<double>(i) + slot * 0.12, box.y, slot * 0.76,
          height + box.height * 0.05};
}

Rect HandBox::palm() const {
  const Pt top = box.y + box.height * kFingerShare;
  return {box.x, top, box.width, box.bottom() - top};
}

void draw_hand(Canvas& canvas, const HandBox& where, int fingers, const Color& ink) {
  cairo_t* cr = canvas.cairo();
  const double line = std::max(0.8, where.box.width.value / 30);
  const Rect palm = where.palm();
  const bool fist = fingers == 0;
  // Raised fingers first, so the palm's outline closes over their roots.
  for (int i = 0; i < 4; ++i) {
    const Rect slot = where.finger_slot(i);
    const bool raised = i < fingers;
    const Rect finger =
        raised ? slot : Rect{slot.x, palm.y - slot.width * 0.45, slot.width, slot.width * 0.9};
    rounded_rectangle(cr, finger, finger.width.value / 2);
    cairo_set_source_rgb(cr, 1, 1, 1);
    if (fist) cairo_set_source_rgb(cr, kFist.r, kFist.g, kFist.b);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, ink.a);
    cairo_set_line_width(cr, line);
    cairo_stroke(cr);
  }
  rounded_rectangle(cr, palm, palm.width.value / 5);
  if (fist)
    cairo_set_source_rgb(cr, kFist.r, kFist.g, kFist.b);
  else
    cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill_preserve(cr);
  cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, ink.a);
  cairo_set_line_width(cr, line);
  cairo_stroke(cr);
}

namespace {

// What the pages of a replay are measured with.
struct HandsMeasures {
  Pt column_width;
  Pt header_height;
  Pt tallest_caption;
  size_t players = 0;
  Pt verdict_height;
  Pt picture_height(double scale) const {
    return tallest_caption + Pt{6} + rows_height(players) * scale;
  }
};

HandsMeasures measures_of(Canvas& canvas, const ChopsticksDrawing& replay, const PageSetup& setup) {
  const Rect content = setup.page.content;
  HandsMeasures m;
  m.column_width = (content.width - kHandsColumnGap) / 2.0;
  m.header_height = canvas.text_height(replay.title, content.width, TextStyle{Pt{16}, true}) +
                    canvas.text_height(replay.rules, content.width, TextStyle{Pt{10}}) + Pt{10};
  for (const HandsPicture& p : replay.pictures) {
    m.tallest_caption = std::max(m.tallest_caption, caption_height(canvas, p, m.column_width));
    m.players = std::max(m.players, p.rows.size());
  }
  m.verdict_height =
      canvas.text_height(replay.verdict, content.width, TextStyle{Pt{12}, true}) + kPictureGap;
  return m;
}

// The rows shared out over `pages` pages, the first ones taking one more when they do not
// divide evenly.
std::vector<int> shared_out(int rows, int pages) {
  std::vector<int> out;
  for (int p = 0; p < pages; ++p) out.push_back(rows / pages + (p < rows % pages ? 1 : 0));
  return out;
}

}  // namespace

std::optional<HandsPages> choose_hands_pages(const ChopsticksDrawing& replay,
                                             const PageSetup& setup) {
  MeasuringCanvas measuring(setup.font);
  const HandsMeasures m = measures_of(measuring.canvas(), replay, setup);
  if (m.column_width < hands_picture_width()) return std::nullopt;
  const Pt room = setup.page.content.height - m.header_height;
  const int rows = std::max(1, (static_cast<int>(replay.pictures.size()) + 1) / 2);
  std::optional<HandsPages> best;
  for (int step = 0; step <= 6; ++step) {
    const double scale = 1 - (1 - kSmallestHandsScale) * step / 6;
    const Pt row = m.picture_height(scale) + kPictureGap;
    const int fit = static_cast<int>((room + kPictureGap) / row);
    if (fit < 1) continue;
    // The fewest pages whose rows fit, the verdict under the last page's.
    for (int pages = (rows + fit - 1) / fit; pages <= rows + 1; ++pages) {
      std::vector<int> sizes = shared_out(rows, pages);
      if (sizes.back() * row + m.verdict_height > room) continue;
      if (!best || sizes.size() < best->rows.size()) best = HandsPages{scale, std::move(sizes)};
      break;
    }
  }
  return best;
}

Layout layout_hands_replay(const ChopsticksDrawing& replay, const PageSetup& setup) {
  Layout layout;
  const auto pages = choose_hands_pages(replay, setup);
  if (!pages) {
    layout.error = Diagnostic{
        Severity::error, Code::bad_option, {}, std::nullopt, Message("replay.hands-no-room")};
    return layout;
  }
  MeasuringCanvas measuring(setup.font);
  const HandsMeasures m = measures_of(measuring.canvas(), replay, setup);
  std::vector<int> first_row{0};
  for (int r : pages->rows) first_row.push_back(first_row.back() + r);
  layout.page_count = static_cast<int>(pages->rows.size());
  layout.paint = [replay, setup, m, scale = pages->scale, first_row](Canvas& canvas, int page) {
    const Rect area = setup.page.content;
    Pt y = area.y;
    y += canvas.draw_text(replay.title, {area.x, y}, area.width, TextStyle{Pt{16}, true});
    y += canvas.draw_text(replay.rules, {area.x, y}, area.width, TextStyle{Pt{10}});
    y += Pt{10};
    const Pt row = m.picture_height(scale) + kPictureGap;
    const int count = static_cast<int>(replay.pictures.size());
    const int first = first_row[static_cast<size_t>(page)] * 2;
    const int last = std::min(count, first_row[static_cast<size_t>(page) + 1] * 2);
    for (int i = first; i < last; ++i) {
      const int at = i - first;
      const Pt x = area.x + (m.column_width + kHandsColumnGap) * static_cast<double>(at % 2);
      draw_hands_picture(canvas, replay.pictures[static_cast<size_t>(i)],
                         {x, y + row * static_cast<double>(at / 2)}, m.column_width, scale);
    }
    if (last == count) {
      const int used = (last - first + 1) / 2;
      canvas.draw_text(replay.verdict, {area.x, y + row * static_cast<double>(used)}, area.width,
                       TextStyle{Pt{12}, true, replay.good ? palette::kInk : palette::kError});
    }
  };
  return layout;
}

}  // namespace lucas::render
