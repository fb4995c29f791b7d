// What an exact solve from the empty board will cost, before it starts.
#pragma once

#include <cstdint>

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
/// A table of `table_bytes` (0: as big as the solve needs) smaller than the solve needs costs
/// more, as the open 4x4 board measured: 1.16 bytes a position searched with 4 GiB is enough
/// (867 s, 3.7 G positions); each halving of the table below that multiplies the cost by 2^0.6,
/// about 1.5, down to a quarter (1 GiB: 2.3 times, measured 1849 s and 8.55 G positions;
/// 1,792 MiB: 1.6 times, measured 1280-1517 s), and by 2 below (512 MiB: not ended after 66
/// minutes on two threads).
SolveEstimate estimate_solve(int free_lines, bool misere = false, std::uint64_t table_bytes = 0);

}  // namespace lucas
