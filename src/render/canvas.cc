#include "render/canvas.h"

#include <algorithm>
#include <cctype>

namespace lucas::render {

std::string escape_markup(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

Canvas::Canvas(cairo_t* cr, std::string font_family)
    : cr_(cr), font_family_(std::move(font_family)), options_(cairo_font_options_create()) {
  // Unhinted metrics: the same glyph advances on a PDF, an SVG and a PNG, so text wraps alike.
  cairo_font_options_set_hint_metrics(options_.get(), CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options_.get(), CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias(options_.get(), CAIRO_ANTIALIAS_GRAY);
}

void Canvas::set_color(const Color& c) { cairo_set_source_rgba(cr_, c.r, c.g, c.b, c.a); }

LayoutPtr Canvas::layout(std::string_view markup, Pt width, const TextStyle& style) {
  LayoutPtr layout(pango_cairo_create_layout(cr_));
  PangoContext* context = pango_layout_get_context(layout.get());
  pango_cairo_context_set_font_options(context, options_.get());
  // Points are Cairo's unit here; Pango's "resolution" maps font points to it one to one.
  pango_cairo_context_set_resolution(context, 72.0);
  // Glyphs placed where the font puts them, not rounded to the surface's pixels: a text is as
  // wide on a 2x PNG as where it was measured, so what is laid out beside it stays where the
  // layout put it.
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_layout_context_changed(layout.get());
  FontDescriptionPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), font_family_.c_str());
  pango_font_description_set_absolute_size(font.get(), style.size.value * PANGO_SCALE);
  pango_font_description_set_weight(font.get(),
                                    style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description(layout.get(), font.get());
  if (width.value > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(width.value * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), style.whole_words ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR);
    pango_layout_set_alignment(layout.get(), style.align == Align::center  ? PANGO_ALIGN_CENTER
                                             : style.align == Align::right ? PANGO_ALIGN_RIGHT
                                                                           : PANGO_ALIGN_LEFT);
  }
  // Every markup drawn is checked where it is read (templates) or escaped where it is built; a
  // text that still is not markup is drawn as it is, rather than blank with a GLib warning.
  if (pango_parse_markup(markup.data(), static_cast<int>(markup.size()), 0, nullptr, nullptr,
                         nullptr, nullptr))
    pango_layout_set_markup(layout.get(), markup.data(), static_cast<int>(markup.size()));
  else
    pango_layout_set_text(layout.get(), markup.data(), static_cast<int>(markup.size()));
  return layout;
}

Pt Canvas::draw_text(std::string_view markup, PagePoint at, Pt width, const TextStyle& style) {
  LayoutPtr l = layout(markup, width, style);
  cairo_save(cr_);
  set_color(style.color);
  cairo_move_to(cr_, at.x.value, at.y.value);
  pango_cairo_show_layout(cr_, l.get());
  cairo_restore(cr_);
  int w = 0;
  int h = 0;
  pango_layout_get_size(l.get(), &w, &h);
  return Pt{static_cast<double>(h) / PANGO_SCALE};
}

Pt Canvas::text_height(std::string_view markup, Pt width, const TextStyle& style) {
  LayoutPtr l = layout(markup, width, style);
  int w = 0;
  int h = 0;
  pango_layout_get_size(l.get(), &w, &h);
  return Pt{static_cast<double>(h) / PANGO_SCALE};
}

Pt Canvas::text_width(std::string_view markup, const TextStyle& style) {
  LayoutPtr l = layout(markup, Pt{0}, style);
  int w = 0;
  int h = 0;
  pango_layout_get_size(l.get(), &w, &h);
  return Pt{static_cast<double>(w) / PANGO_SCALE};
}

Rect Canvas::ink_extents(std::string_view markup, const TextStyle& style) {
  LayoutPtr l = layout(markup, Pt{0}, style);
  PangoRectangle ink;
  pango_layout_get_extents(l.get(), &ink, nullptr);
  const double scale = PANGO_SCALE;
  return {Pt{ink.x / scale}, Pt{ink.y / scale}, Pt{ink.width / scale}, Pt{ink.height / scale}};
}

}  // namespace lucas::render

namespace lucas::render {

bool font_available(std::string_view family) {
  PangoFontMap* map = pango_cairo_font_map_get_default();
  PangoFontFamily** families = nullptr;
  int count = 0;
  pango_font_map_list_families(map, &families, &count);
  bool found = false;
  for (int i = 0; i < count && !found; ++i) {
    const std::string_view name = pango_font_family_get_name(families[i]);
    found = name.size() == family.size() &&
            std::equal(name.begin(), name.end(), family.begin(), [](char a, char b) {
              return std::tolower(static_cast<unsigned char>(a)) ==
                     std::tolower(static_cast<unsigned char>(b));
            });
  }
  g_free(families);
  return found;
}

}  // namespace lucas::render
