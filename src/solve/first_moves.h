// The value of a board and of every first move, within a budget: what lucas solve reports.
#pragma once

#include <optional>
#include <vector>

#include "game/types.h"
#include "solve/solver.h"

namespace lucas {

/// One first move and its value for the first player, when it was solved.
struct FirstMove {
  Line line;
  std::optional<int> value;
};

/// Every first move of a board, in line order.
struct FirstMoves {
  std::vector<FirstMove> moves;
  /// The value of the board for the first player: the best first move's, known only when every
  /// move was solved.
  std::optional<int> value;
  /// Whether the budget (time, or the stop flag) ended the solve before every move was solved.
  bool stopped = false;
};

/// Solves the first moves one class of equivalent lines at a time (symmetric lines, a corner's
/// two border lines), within the budget: max_seconds counts for the whole, and once one solve
/// is cut short no further class is started. Moves of a class already solved keep their value.
FirstMoves solve_first_moves(Solver& solver, SolveBudget budget);

}  // namespace lucas
