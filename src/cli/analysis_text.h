// What lucas analyze and lucas hint share: loading a record for analysis and putting values,
// kinds and moves into words.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

#include "check/report.h"
#include "cli/app.h"
#include "render/replay.h"
#include "solve/analysis.h"
#include "text/catalogue.h"

namespace lucas::cli {

/// Adds the options lucas analyze and lucas hint share: the record, --format text|json and the
/// solver's --seconds budget.
void add_analysis_options(CLI::App& command, std::string& file, std::string& format,
                          double& seconds, const Context& context);

/// A record checked and ready to analyse, or the exit code of why it is not.
struct LoadedRecord {
  CheckedFile file;
  std::vector<Line> lines;  ///< the replayed moves
  /// Set when the record cannot be analysed: its diagnostics were printed on stderr.
  std::optional<int> failure;
};

/// Reads and checks a record (load_checked, which prints its diagnostics on standard error).
/// Unreadable or invalid records have failure set to their exit code.
LoadedRecord load_record(const std::string& path, const Catalogue& catalogue);

/// A value with its sign, as annotators write it: +3, 0, −3.
std::string signed_text(int value);

/// A measure (seconds, MiB) with two decimals under 10, whole above, with the language's
/// decimal mark; zeros after the mark are left out (6 s, 0,5 s, 2 MiB).
std::string decimal_text(double value, const Catalogue& catalogue);

/// A duration to come, to two significant digits: "41 s", "14 min", "110000 h".
std::string duration_text(double seconds, const Catalogue& catalogue);

/// A large count to two significant digits: "85", "370 k", "17 M", "3,7 G".
std::string count_text(double count, const Catalogue& catalogue);

/// "not solved within 6 s": what analyze and hint say of a move or position whose solve the
/// --seconds budget cut short.
std::string not_solved_text(double budget_seconds, const Catalogue& catalogue);

/// "A-B", "A-B or C-D", "A-B, C-D or E-F" (the catalogue's list words).
std::string line_list(const Board& board, const std::vector<Line>& lines,
                      const Catalogue& catalogue);

/// A player's name in a record.
const std::string& player_name(const Record& record, Player player);

/// "Mia wins 4–2", "Noé wins 5–4", "a draw 3–3", for predicted final totals.
std::string outcome_text(const Record& record, const std::array<int, 2>& totals,
                         const Catalogue& catalogue);

/// Puts an analysis on replay frames (lucas replay --analysis): each move's mark, cost and best
/// line in Frame::annotations, the mark and cost after the caption, and the best line of a
/// frame's last move drawn dotted when that move lost boxes.
void annotate_replay(render::ReplayFrames& replay, const GameAnalysis& analysis, const Board& board,
                     const Catalogue& catalogue);

/// Analyses the replayed moves of a checked record within the default budget (values are left
/// out for misère records, which the solver does not model).
GameAnalysis analyze_checked(const CheckResult& result);

/// The budget analyze and hint use (docs/analyze.md).
AnalysisBudget default_budget();

}  // namespace lucas::cli
