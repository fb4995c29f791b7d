// Laying a replay's frames out on pages: a header with the legend, then the diagrams with their
// captions in reading order, as many as fit.
#pragma once

#include <optional>

#include "render/layout.h"
#include "render/replay.h"

namespace lucas::render {

/// Lays out a replay; per_page forces at most that many diagrams on a page.
Layout layout_replay(const ReplayFrames& replay, const PageSetup& setup,
                     std::optional<int> per_page, const Catalogue& catalogue);

}  // namespace lucas::render
