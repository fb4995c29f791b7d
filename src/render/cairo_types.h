// Owned Cairo and Pango objects: each in a unique_ptr whose deleter is its destroy function.
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>

namespace lucas::render {

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
struct GObjectDeleter {
  void operator()(void* o) const { g_object_unref(o); }
};
struct FontDescriptionDeleter {
  void operator()(PangoFontDescription* d) const { pango_font_description_free(d); }
};
struct FontOptionsDeleter {
  void operator()(cairo_font_options_t* o) const { cairo_font_options_destroy(o); }
};
struct AttrListDeleter {
  void operator()(PangoAttrList* a) const { pango_attr_list_unref(a); }
};

/// An owned cairo_surface_t.
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
/// An owned cairo_t.
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;
/// An owned PangoLayout.
using LayoutPtr = std::unique_ptr<PangoLayout, GObjectDeleter>;
/// An owned PangoFontDescription.
using FontDescriptionPtr = std::unique_ptr<PangoFontDescription, FontDescriptionDeleter>;
/// Owned cairo_font_options_t.
using FontOptionsPtr = std::unique_ptr<cairo_font_options_t, FontOptionsDeleter>;

}  // namespace lucas::render
