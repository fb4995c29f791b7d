// What an exact solve from the empty board will cost, before it starts.
#pragma once

namespace lucas {

/// The expected cost of solving a board from its start (its value and every first move).
struct SolveEstimate {
  double seconds = 0;
  double positions = 0;
};

/// A solve is beyond reach when it would take longer than a class hour.
inline constexpr double kClassHourSeconds = 3600;

/// The cost of a solve with this many free lines (lines not drawn before the first move), from
/// the solves measured in docs/analyze.md: the cost grows about geometrically with the free
/// lines, so the estimate follows the measured points on a log scale and goes on beyond them at
/// the rate of the nearest two. A guide, not a promise: a board's shape and border change its
/// cost (a Swedish 4x4 board, 24 free lines, solves faster than an open 3x3 one, 24 too).
/// A misère solve, without normal play's endgame shortcuts, costs more: the normal estimate
/// times what the measured misère solve of triangle 4 (30 free lines) cost over normal play's
/// estimate for 30 lines (about 80 times the time, 15 times the positions).
SolveEstimate estimate_solve(int free_lines, bool misere = false);

}  // namespace lucas
