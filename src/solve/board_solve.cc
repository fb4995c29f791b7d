#include "solve/board_solve.h"

#include <chrono>

#include "solve/compact_board.h"

namespace lucas {

BoardSolve solve_board(const BoardSolveRequest& request, const BoardSolveHooks& hooks) {
  BoardSolve out{.request = request};
  const Board& board = request.board;
  if (!CompactBoard::fits(board)) {
    out.refused = SolveRefusal::board_too_big;
    return out;
  }
  out.estimate = estimate_solve(board.playable_line_count(), request.misere,
                                std::uint64_t(request.memory_mib) << 20);
  if (out.estimate.seconds > kClassHourSeconds && request.seconds <= 0) {
    const bool table_alone =
        estimate_solve(board.playable_line_count(), request.misere).seconds <= kClassHourSeconds;
    out.refused = table_alone ? SolveRefusal::table_too_small : SolveRefusal::beyond_reach;
    return out;
  }
  if (hooks.on_estimate) hooks.on_estimate(out.estimate);

  // The table gets the memory given (the solver lowers it to what the board's free lines need).
  SolverOptions search;
  search.misere = request.misere;
  search.table_bytes = std::uint64_t(request.memory_mib) << 20;
  search.threads = request.threads;
  Solver solver(board, search);
  const auto started = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  if (hooks.on_progress)
    solver.on_progress([&](const SolveStats& stats) { hooks.on_progress(stats, elapsed()); });

  out.first =
      solve_first_moves(solver, SolveBudget{.max_seconds = request.seconds, .stop = hooks.stop});
  out.interrupted = out.first.stopped && hooks.stop && hooks.stop->load();
  out.positions = solver.stats().nodes;
  out.table_bytes = solver.table_bytes();
  out.seconds = elapsed();
  return out;
}

}  // namespace lucas
