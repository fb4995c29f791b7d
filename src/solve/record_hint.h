// lucas hint's work: the best moves at the end of a checked record, with the exact value and the
// facts that explain them; or the line one of the computer's levels draws there.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "check/check_text.h"
#include "solve/analysis.h"
#include "solve/level.h"
#include "text/diagnostic.h"

namespace lucas {

/// What a hint is asked.
struct HintRequest {
  /// The exact solver's budget; master's with a level (0: master plays hard's line).
  double seconds = AnalysisBudget{}.seconds;
  /// The level whose line is asked; none for the exact hint.
  std::optional<Level> level;
  /// The level's seed.
  std::uint64_t seed = 0;
  /// The exact solver's threads (AnalysisBudget::threads).
  int threads = machine_threads();
};

/// A hint at the end of a record.
struct RecordHint {
  CheckedFile file;
  /// analysis_findings of the check: false claims are warnings.
  std::vector<Diagnostic> findings;
  HintRequest request;
  /// The position the record's moves (up to a rule break or dispute) reached.
  bool over = false;
  Player to_move = Player::first;
  int lines_left = 0;
  std::array<int, 2> score{0, 0};
  /// With a level, the line it draws (none once the game is over).
  std::optional<Line> level_move{};
  /// Without a level, the exact hint (none once the game is over).
  std::optional<Hint> hint{};
  /// The kind of the first best move, when the hint has one.
  std::optional<MoveKind> best_kind{};
  /// Whether some move of the position is a double-dealing one, so that taking everything
  /// refuses the opponent's offer.
  bool refusal_possible = false;
};

/// The hint at the end of a readable Dots-and-Boxes record (its record and board set): every
/// move replayed, whatever the record claims, up to the move that breaks a rule or is disputed.
RecordHint hint_record(const CheckedFile& file, const HintRequest& request);

}  // namespace lucas
