// Laying a class report out on pages: the summary table first (its header repeated on each page
// it reaches), then a page per record with its final diagram, verdict and findings. Pure data in,
// pages out: the words come from the caller, the diagrams from the replay's drawing.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "render/diagram.h"
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

/// What a record's page shows.
struct RecordPage {
  /// Plain text: the file's name, then the record's own title (may be empty).
  std::string heading;
  std::string title;
  /// The players, for the legend of their inks; empty for a file that is not a record.
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  /// The final position with the rule-breaking move in red, as the replay draws it. Points into
  /// a board the caller keeps alive until the pages are drawn.
  std::optional<Diagram> diagram;
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
  std::vector<RecordPage> records;
};

/// Lays out the report: the summary pages, then each record on a page of its own (more when its
/// findings run over one). The texts of the layout (page numbers, headings) come from catalogue.
Layout layout_class_report(const ClassReport& report, const PageSetup& setup,
                           const Catalogue& catalogue);

}  // namespace lucas::render
