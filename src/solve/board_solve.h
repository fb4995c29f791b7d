// lucas solve's work on a board: the exact value of the empty board and of every first move,
// or as much of it as the time limit or a stop allowed, with its cost estimated first.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

#include "game/board.h"
#include "solve/estimate.h"
#include "solve/first_moves.h"
#include "solve/solver.h"

namespace lucas {

/// What a solve of a board is asked.
struct BoardSolveRequest {
  Board board;
  bool misere = false;
  /// The memory the solver's table may take.
  int memory_mib = 512;
  /// The time limit; 0: none.
  double seconds = 0;
  /// The threads the search uses (SolverOptions::threads).
  int threads = machine_threads();
};

/// What a solve tells and heeds while it runs.
struct BoardSolveHooks {
  /// When set and raised (Ctrl-C), the search stops and what was solved is kept.
  const std::atomic<bool>* stop = nullptr;
  /// Called with the estimate before a search that goes ahead.
  std::function<void(const SolveEstimate&)> on_estimate;
  /// Called from the search with its statistics and the seconds since it started.
  std::function<void(const SolveStats&, double seconds)> on_progress;
};

/// Why a board was not searched.
enum class SolveRefusal {
  none,
  board_too_big,  ///< more lines than the solver holds (CompactBoard::fits)
  beyond_reach,   ///< estimated beyond a class hour, and no time limit given
  /// The same, but within a class hour with a table as big as the search needs: a matter of
  /// --memory, not of time.
  table_too_small,
};

/// A board solved, or as much of it as the budget allowed.
struct BoardSolve {
  BoardSolveRequest request;
  SolveRefusal refused = SolveRefusal::none;
  SolveEstimate estimate{};
  /// The values, for the solver: in misère they count boxes against their taker (net_for_first
  /// gives the first player's net boxes).
  FirstMoves first{};
  /// Whether the stop flag, not the time limit, ended the search.
  bool interrupted = false;
  std::uint64_t positions = 0;
  std::uint64_t table_bytes = 0;
  double seconds = 0;
};

/// The first player's net boxes for a value of the solver: in misère the solver counts each box
/// against its taker (what the mover wants is positive), but lucas says, as in normal play, the
/// first player's boxes minus the second's, which misère wants negative.
constexpr int net_for_first(int value, bool misere) { return misere ? -value : value; }

/// Solves the board's first moves within the request's time and memory. A search estimated
/// beyond a class hour goes ahead only with a time limit (docs/analyze.md: a search that cannot
/// end before the bell is no answer for a class).
BoardSolve solve_board(const BoardSolveRequest& request, const BoardSolveHooks& hooks = {});

}  // namespace lucas
