// Blank dot sheets for paper play: as many grids as fit, each with name fields and score boxes.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "render/diagram.h"
#include "render/page_setup.h"

namespace lucas::render {

/// What `lucas sheet` draws.
struct SheetOptions {
  BoardShape board;  ///< 6 x 6 dots unless given
  DiagramStyle style;
  DotLabels labels = DotLabels::letters;
  /// At most this many grids on a page; nothing: as many as fit.
  std::optional<int> per_page;
  int pages = 1;
  /// Names written in the name fields; empty leaves the field blank.
  std::array<std::string, 2> players;
  std::string title;
};

/// Lays out a sheet; an error when not even one grid fits the page.
Layout layout_sheet(const SheetOptions& options, const PageSetup& setup,
                    const Catalogue& catalogue);

}  // namespace lucas::render
