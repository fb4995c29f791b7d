// What the page layouts (sheets, replays, handouts) share: the page, the font, and the result.
#pragma once

#include <optional>
#include <string>

#include "render/canvas.h"
#include "render/document.h"
#include "render/paper.h"
#include "text/diagnostic.h"

namespace lucas::render {

/// The page every layout fills.
struct PageSetup {
  PageGeometry page;
  std::string font{kDefaultFont};
};

/// A laid-out document: its page count and the painter of its pages, or why it cannot be laid
/// out (the content does not fit the page).
struct Layout {
  int page_count = 0;
  PagePainter paint;
  std::optional<Diagnostic> error;
};

/// A canvas for measuring text before anything is drawn: same font options as every page, so
/// measurements hold on every surface.
class MeasuringCanvas {
 public:
  explicit MeasuringCanvas(const std::string& font);
  Canvas& canvas() { return *canvas_; }

 private:
  SurfacePtr surface_;
  ContextPtr cr_;
  std::unique_ptr<Canvas> canvas_;
};

}  // namespace lucas::render
