// A page being drawn: a Cairo context in points, the pinned font, and Pango text layout.
#pragma once

#include <string>
#include <string_view>

#include "render/cairo_types.h"
#include "render/color.h"
#include "render/length.h"

namespace lucas::render {

/// The font family lucas draws with unless told otherwise: on every Debian machine
/// (fonts-dejavu-core), with the accents and quotes French needs.
inline constexpr std::string_view kDefaultFont = "DejaVu Sans";

enum class Align { left, center, right };

/// How a block of text looks.
struct TextStyle {
  Pt size{10};
  bool bold = false;
  Color color = palette::kInk;
  Align align = Align::left;
  /// Wraps only between words (Pango's WORD mode): for table headers whose widths were
  /// measured to hold their longest word. Otherwise a word too long for its line is broken.
  bool whole_words = false;
};

/// Escapes text for Pango markup (&, <, >, quotes).
std::string escape_markup(std::string_view text);

/// A page being drawn. It does not own the cairo_t (the document writer does); it adds the
/// font and a Pango context whose metrics do not depend on the surface, so a PDF, an SVG and
/// a PNG of the same page break lines at the same places.
class Canvas {
 public:
  Canvas(cairo_t* cr, std::string font_family);
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;

  cairo_t* cairo() const { return cr_; }
  const std::string& font_family() const { return font_family_; }

  /// Lays out Pango markup in a block `width` wide whose top-left corner is `at`, draws it and
  /// returns its height. An empty width means one unwrapped line (align then has no effect).
  Pt draw_text(std::string_view markup, PagePoint at, Pt width, const TextStyle& style);
  /// The height draw_text would return, without drawing.
  Pt text_height(std::string_view markup, Pt width, const TextStyle& style);
  /// The width of one unwrapped line of markup.
  Pt text_width(std::string_view markup, const TextStyle& style);
  /// Where the ink of one unwrapped line of markup falls (Pango's ink extents), from the
  /// top-left corner of its layout: what draw_text at that corner covers.
  Rect ink_extents(std::string_view markup, const TextStyle& style);

  /// Sets the source colour.
  void set_color(const Color& c);

 private:
  LayoutPtr layout(std::string_view markup, Pt width, const TextStyle& style);

  cairo_t* cr_;
  std::string font_family_;
  FontOptionsPtr options_;
};

}  // namespace lucas::render

namespace lucas::render {

/// Whether a font family is installed (ASCII case ignored); Pango would silently substitute.
bool font_available(std::string_view family);

}  // namespace lucas::render
