// The final position of a game alone on a page, for pinning on a wall (lucas replay --final):
// the diagram across the page's width, the verdict in large print, and the captions of the
// moves that decided the game.
#pragma once

#include "render/page_setup.h"
#include "render/replay.h"

namespace lucas::render {

/// The biggest dot spacing of a final position: a 2x2-dot board does not need a whole page.
inline constexpr Mm kLargestFinalSpacing{60};

/// Lays out the last frame of a replay (its verdict, built with ReplayOptions::final_only) on
/// one page.
Layout layout_final_page(const ReplayFrames& replay, const PageSetup& setup,
                         const Catalogue& catalogue);

}  // namespace lucas::render
