// Laying a replay's frames out on pages: a header with the legend, then the diagrams with their
// captions in reading order, in the grid that needs the fewest pages at a readable size.
#pragma once

#include <optional>
#include <vector>

#include "render/page_setup.h"
#include "render/replay.h"

namespace lucas::render {

/// The smallest dot spacing a replay's diagrams are drawn at while any grid allows it: at 9 mm
/// the move numbers are 5 pt, the dot names 6 pt and the initials about 10 pt, the smallest print a
/// class still reads on paper. Only a board too big for the page at this spacing is drawn
/// smaller, one diagram a page.
inline constexpr Mm kReadableSpacing{9};
/// The largest dot spacing of a replay's diagrams: bigger ones only waste paper.
inline constexpr Mm kLargestReplaySpacing{12};

/// Where a replay's diagrams go: a grid of columns x rows on each page, at one dot spacing, and
/// how many diagrams each page holds (the pages balanced: they differ by one at most).
struct ReplayGrid {
  int columns = 0;
  int rows = 0;
  Mm spacing;
  std::vector<int> per_page;
};

/// The grid of a replay: the fewest pages with diagrams at kReadableSpacing or more, then the
/// biggest diagrams, then the fewest empty cells; when no grid reaches kReadableSpacing, the
/// biggest diagrams the page holds. per_page forces at most that many diagrams on a page. Nothing
/// when not even one diagram fits the page.
std::optional<ReplayGrid> choose_replay_grid(const ReplayFrames& replay, const PageSetup& setup,
                                             std::optional<int> per_page);

/// Lays out a replay in the grid choose_replay_grid gives.
Layout layout_replay(const ReplayFrames& replay, const PageSetup& setup,
                     std::optional<int> per_page, const Catalogue& catalogue);

/// The replay's header: its title, then which ink and line style is whose. Returns its height
/// (the same as replay_header_height); the final page shares it.
Pt draw_replay_header(Canvas& canvas, const ReplayFrames& replay, const Catalogue& catalogue,
                      const Rect& area);
/// The height draw_replay_header takes.
Pt replay_header_height(Canvas& canvas, const ReplayFrames& replay, Pt width);

}  // namespace lucas::render
