// lucas solve --game chopsticks's work: the solved table of a set of rules, and the best move
// from the position a record's moves reached.
#pragma once

#include <array>
#include <optional>

#include "check/check_text.h"
#include "game/chopsticks.h"
#include "solve/chopsticks_table.h"
#include "text/diagnostic.h"

namespace lucas {

/// The table of one set of rules, solved: who wins the start, and how the positions fall.
struct ChopsticksSolve {
  ChopsticksTable table;
  /// The start's value for the first player.
  ChopsticksValue start;
  /// How many positions are won, lost and drawn for their player to move.
  std::array<int, 3> counts{0, 0, 0};
  /// The first player's best move at the start.
  ChopsticksMove best;
};

/// Solves the two-player game under these rules.
ChopsticksSolve solve_chopsticks(const ChopsticksRules& rules);

/// The position a Chopsticks record's moves reached, weighed by the table of its rules.
struct ChopsticksRecordSolve {
  CheckedFile file;
  /// Why the record was not weighed: it is no Chopsticks record, or a circle of three or more
  /// players (exit code 2).
  std::optional<Diagnostic> refused{};
  /// The table of the record's rules (set unless refused).
  std::optional<ChopsticksTable> table{};
  /// The moves replayed.
  int last = 0;
  /// The value for the player to move, and a best move; none once the game is over.
  ChopsticksValue value{};
  std::optional<ChopsticksMove> best{};
};

/// Weighs the end of a readable record (file.result.record is set).
ChopsticksRecordSolve solve_chopsticks_record(const CheckedFile& file);

}  // namespace lucas
