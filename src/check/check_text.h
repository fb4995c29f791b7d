// Putting check results into words: compiler-style text, or JSON.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "check/checker.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// A checked file: its name as given, its text (for source lines under diagnostics), the result.
struct CheckedFile {
  std::string name;
  std::string text;
  CheckResult result;
};

/// The one-line verdict: "finished — Mia 4, Noé 2: Mia wins".
std::string verdict(const CheckResult& result, const Catalogue& catalogue);

/// "after move 3", or "before the first move" for 0: where a game stands, in verdicts.
Message after_move(int last);

/// The status's stable name: finished, interrupted, invalid, unreadable.
std::string_view status_name(Status status);

/// One diagnostic as a compiler prints it: "name:line:col: error[code]: message", then the
/// source line and a caret under the column. Any file's diagnostics (records, templates).
std::string format_diagnostic(std::string_view name, std::string_view text,
                              const Diagnostic& diagnostic, const Catalogue& catalogue, bool color);

/// Where the last excerpt's line starts. Diagnostics come in file order, so each search for a
/// line goes on from the previous one instead of from the top: thousands of diagnostics of one
/// long text stay linear.
struct LineCursor {
  int line = 1;
  size_t start = 0;
  bool set = false;
};

/// The same, for one of many diagnostics of a text, in file order.
std::string format_diagnostic(std::string_view name, std::string_view text,
                              const Diagnostic& diagnostic, const Catalogue& catalogue, bool color,
                              LineCursor& cursor);

/// A file's diagnostics as a compiler prints them, each with its source line and a caret. With
/// color, ANSI colours mark severities.
std::string format_diagnostics(const CheckedFile& file, const Catalogue& catalogue, bool color);

/// format_diagnostics(), then the verdict line.
std::string format_text(const CheckedFile& file, const Catalogue& catalogue, bool color);

/// The players of a record in JSON, in playing order: [{"name": "Mia", "initial": "M"}, …]
/// (docs/json.md). Every command's document gives the players in this one shape.
Json players_json(const Record& record);

/// Diagnostics in JSON, in the order given: each with severity, code, move, line, column and
/// message (docs/json.md). Every command's document gives diagnostics in this one shape.
Json diagnostics_json(const std::vector<Diagnostic>& diagnostics, const Catalogue& catalogue);

/// The JSON of lucas check: one array, an object per file (fields in docs/json.md).
Json check_json(const std::vector<CheckedFile>& files, const Catalogue& catalogue);

/// check_json() as printed.
std::string format_json(const std::vector<CheckedFile>& files, const Catalogue& catalogue);

}  // namespace lucas
