// A class's records in one table: a row per record (file, players, status, real score, errors,
// notes), then the totals. The one source of the table that lucas check prints and lucas report
// draws.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "check/check_text.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// The summary of checked records, in words of a language.
struct SummaryTable {
  static constexpr size_t kColumns = 6;
  using Row = std::array<std::string, kColumns>;
  /// Which columns hold numbers (errors, notes): aligned right.
  static constexpr std::array<bool, kColumns> kNumeric{false, false, false, false, true, true};

  Row header;
  /// One per record, in the order checked.
  std::vector<Row> rows;
  /// The status of each row, for its colour.
  std::vector<Status> statuses;
  /// The number of records, and the errors and notes of them all.
  Row totals;
  /// How many records are finished, interrupted, disputed, invalid, unreadable (those there are).
  std::string counts;
};

/// The table of the records. The real score is the one the legal moves give (CheckResult::score),
/// whatever the record claims.
SummaryTable summarize(const std::vector<CheckedFile>& files, const Catalogue& catalogue);

/// The table as lucas check prints it: columns padded to their widest cell, a rule under the
/// header, the totals and the counts; with color, statuses in green or red as the verdicts.
std::string format_summary(const SummaryTable& table, bool color);

/// The table as the page shows it: {"header": [6 words], "rows": [[6 cells]…], "statuses":
/// ["finished"…] (status_name, one per row), "totals": [6 cells], "counts": "…"}.
Json summary_json(const SummaryTable& table);

}  // namespace lucas
