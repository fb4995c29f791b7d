// Laying a class report out on pages: the summary table first (its header repeated on each page
// it reaches), then a block per record with its final diagram (or hands), verdict and findings,
// packed several to a page, or one a page for a teacher who cuts them apart. Pure data in, pages
// out: the words come from the caller, the drawings from the replays' own painters.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "render/diagram.h"
#include "render/hands.h"
#include "render/page_setup.h"
#include "text/catalogue.h"

namespace lucas::render {

/// A table of plain-text cells.
struct TableText {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  /// Per column: numbers, aligned right.
  std::vector<bool> numeric;
  /// Per row: drawn in the error colour (a record to look at).
  std::vector<bool> flagged;
  /// The last row, in bold, under a rule.
  std::vector<std::string> totals;
  /// A line of plain text under the table.
  std::string note;
};

/// What a record's block shows. A block is kept whole on one page, unless it is taller than a
/// page (findings by the dozen): then it has pages of its own, continued under "(suite)".
struct RecordBlock {
  /// Plain text: the file's name, then the record's own title (may be empty).
  std::string heading;
  std::string title;
  /// Dots and Boxes: the players, for the legend of their inks; empty for any other game.
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  /// Pango markup: any other game's players (and rules), a line each; empty for Dots and Boxes.
  std::vector<std::string> players;
  /// The final position with its errors (the rule-breaking move in red, false initials
  /// circled), as lucas replay --final draws it. Points into a board the caller keeps alive until
  /// the pages are drawn.
  std::optional<Diagram> diagram;
  /// Or a Chopsticks game's last hands (before the move that broke a rule, marked in red), as
  /// lucas replay draws them.
  std::optional<HandsPicture> hands;
  /// Pango markup.
  std::string verdict;
  bool good = true;
  /// Pango markup, one finding a line.
  std::vector<std::string> findings;
};

/// A class report.
struct ClassReport {
  std::string title;
  TableText summary;
  /// The records that have a block: a file that is not a record has its summary row only.
  std::vector<RecordBlock> records;
};

/// How the records' blocks go on the pages.
enum class BlockPacking {
  /// As many whole blocks a page as fit, in the grid of columns that needs the fewest pages with
  /// the diagrams at kReadableSpacing or more, then the biggest diagrams; the first blocks share
  /// the summary's last page when they fit under it.
  packed,
  /// Each block on a page of its own, its diagram larger: for a teacher who cuts and hands back.
  one_per_page,
};

/// The width a block's column takes at the least: a finding's words need it.
inline constexpr Mm kMinBlockWidth{80};

/// Lays out the report: the summary pages, then the records' blocks as `packing` says. The texts
/// of the layout (page numbers, headings) come from catalogue.
Layout layout_class_report(const ClassReport& report, const PageSetup& setup,
                           const Catalogue& catalogue, BlockPacking packing = BlockPacking::packed);

}  // namespace lucas::render
