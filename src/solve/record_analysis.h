// lucas analyze's work: a checked record's moves weighed one by one, a Dots-and-Boxes game by the
// exact solver within a budget, a Chopsticks game by its solved table.
#pragma once

#include <optional>
#include <variant>
#include <vector>

#include "check/check_text.h"
#include "solve/analysis.h"
#include "solve/chopsticks_table.h"
#include "text/diagnostic.h"

namespace lucas {

/// The budget analyze and hint use (docs/analyze.md).
AnalysisBudget default_budget();

/// Analyses the replayed moves of a checked record within the budget, with misère values for a
/// misère record.
GameAnalysis analyze_checked(const CheckResult& result, const AnalysisBudget& budget);

/// What an analysis of a record is asked: the solver's seconds (a Dots-and-Boxes record).
struct AnalyzeRequest {
  double seconds = AnalysisBudget{}.seconds;
  /// The solver's threads (AnalysisBudget::threads).
  int threads = machine_threads();
};

/// A Chopsticks record weighed by the solved table of its rules.
struct ChopsticksAnalysis {
  /// The start's value for the first player.
  ChopsticksValue start;
  /// One per move replayed (CheckResult::hand_steps).
  std::vector<ChopsticksMoveAnalysis> moves;
};

/// A record analysed: the record, the check's findings as the analysis shows them, and each
/// game's analysis.
struct RecordAnalysis {
  CheckedFile file;
  /// analysis_findings of the check: false claims are warnings.
  std::vector<Diagnostic> findings;
  std::variant<GameAnalysis, ChopsticksAnalysis> game;
  /// Why the record was not analysed: a Chopsticks circle of three or more players, which the
  /// two-player table does not cover (exit code 2).
  std::optional<Diagnostic> refused;
};

/// Analyses a readable record (file.result.record is set; a Dots-and-Boxes record has its
/// board): every move replayed, whatever the record claims, up to the move that breaks a rule or
/// is disputed.
RecordAnalysis analyze_record(const CheckedFile& file, const AnalyzeRequest& request);

}  // namespace lucas
