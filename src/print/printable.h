// What both faces print: the page options every drawing command shares, read into a page and its
// document's settings, and a document laid out with them. The command line renders a Printable
// into files (cli/page_options.h), the page's server into an answer (serve/api.h): the same
// layout, so the same bytes.
#pragma once

#include <optional>
#include <string>

#include "game/result.h"
#include "render/document.h"
#include "render/page_setup.h"
#include "text/diagnostic.h"
#include "text/option_value.h"

namespace lucas::print {

/// The page options as given: --paper, --landscape, --margin, --dpi, --font.
struct PageRequest {
  std::string paper = "a4";
  bool landscape = false;
  double margin = 15;  ///< mm
  double dpi = 150;
  std::string font{render::kDefaultFont};
};

/// The margins and resolutions the options take.
inline constexpr ValueRange kMarginRange{0, 100};
inline constexpr ValueRange kDpiRange{20, 1200};

/// The page, the format and the document info the options mean.
struct PageSettings {
  render::PageSetup setup;
  render::DocumentInfo info;
  render::Format format = render::Format::pdf;
};

/// The settings of a page request in a format, `title` being the PDF title; a font that is not
/// installed or a margin the paper cannot take is a bad-option error.
Result<PageSettings, Diagnostic> page_settings(const PageRequest& request, render::Format format,
                                               const std::string& title);

/// A document laid out, with the settings it is rendered with.
struct Printable {
  render::Layout layout;
  PageSettings settings;
};

/// Renders a printable in memory, its files named after `path` as the command names them
/// (render::output_paths); a layout that failed gives its error.
render::Rendering render_printable(const Printable& printable, const std::string& path);

/// The same for one page of an SVG or PNG printable (from 1, at most its page count), without
/// drawing the others; a PDF is rendered whole.
render::Rendering render_printable_page(const Printable& printable, const std::string& path,
                                        int page);

}  // namespace lucas::print
