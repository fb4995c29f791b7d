#include "solve/first_moves.h"

#include <algorithm>
#include <chrono>
#include <map>

namespace lucas {

FirstMoves solve_first_moves(Solver& solver, SolveBudget budget) {
  const auto started = std::chrono::steady_clock::now();
  const CompactBoard& board = solver.board();
  const LineSet start = board.predrawn();
  std::map<LineSet, std::optional<int>> by_class;
  FirstMoves result;
  for (int line = 0; line < board.line_count(); ++line) {
    if (start & bit_of(line)) continue;
    const LineSet key = board.canonical(start | bit_of(line));
    auto found = by_class.find(key);
    if (found == by_class.end() && !result.stopped) {
      SolveBudget rest = budget;
      if (budget.max_seconds > 0) {
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started;
        // A budget spent to the last microsecond still means "stop", not "no limit".
        rest.max_seconds = std::max(1e-6, budget.max_seconds - spent.count());
      }
      const std::optional<int> value = solver.value_of_move(start, line, rest);
      result.stopped = !value;
      found = by_class.emplace(key, value).first;
    }
    result.moves.push_back(
        FirstMove{Line{line}, found == by_class.end() ? std::nullopt : found->second});
  }
  if (!result.stopped) {
    // With no line left to play (a 1x1 Swedish board) nobody gains anything.
    int best = result.moves.empty() ? 0 : -CompactBoard::kMaxLines;
    for (const FirstMove& move : result.moves) best = std::max(best, *move.value);
    result.value = best;
  }
  return result;
}

}  // namespace lucas
