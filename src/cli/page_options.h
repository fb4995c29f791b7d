// The options every drawing command shares (-o, --paper, --landscape, --margin, --dpi, --font)
// and the one way they write their output.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/app.h"
#include "present/error_line.h"
#include "print/printable.h"
#include "render/document.h"
#include "render/page_setup.h"

namespace lucas::cli {

/// The page and output options as given.
struct PageOptions {
  std::string output;
  std::string paper = "a4";
  bool landscape = false;
  double margin = 15;  ///< mm
  double dpi = 150;
  std::string font{render::kDefaultFont};
};

/// Adds -o/--output (required unless told otherwise), --paper, --landscape, --margin, --dpi
/// and --font.
void add_page_options(CLI::App& command, PageOptions& options, const Context& context,
                      bool output_required = true);

/// The page, the format and the document info the options mean (print/printable.h).
using PageSettings = print::PageSettings;

/// The page options as the drawing work takes them.
print::PageRequest page_request(const PageOptions& options);

/// The format the output's extension names (.pdf, .svg, .png); for any other, prints the
/// bad-output error and gives nothing.
std::optional<render::Format> output_format(const PageOptions& options, const Catalogue& catalogue);

/// Renders a layout and writes its files atomically, refusing to overwrite an input; prints the
/// files written, one a line. Returns kExitOk, or kExitUnreadable after printing why.
int write_layout(const render::Layout& layout, const PageSettings& settings,
                 const PageOptions& options, const std::vector<std::string>& inputs,
                 const Catalogue& catalogue);

}  // namespace lucas::cli
