#include "solve/estimate.h"

#include <cmath>
#include <iterator>

namespace lucas {

namespace {

struct Measured {
  int free_lines;
  double seconds;
  double positions;
};

// docs/analyze.md, one thread on the 2-core development machine: 3x3, 3x4 and 4x4 boxes from
// the empty board.
constexpr Measured kMeasured[] = {
    {24, 0.041, 372e3},
    {31, 2.5, 17.4e6},
    {40, 867, 3.7e9},
};

// docs/analyze.md: triangle 4 in misère with the junction endgames up to 15 sides, one thread,
// the same machine (12-16 s over five runs).
constexpr Measured kMisere = {30, 14, 1.98e6};

// docs/analyze.md, the open 4x4 board: with 4 GiB, 3.7 G positions, the table was enough (a
// bigger one saved little); with 1 GiB (a quarter), on two threads, 8.55 G positions and 1849 s
// where one thread with 4 GiB took 867 s: 2.3 times, 4^0.6; with 1,792 MiB 1280-1517 s (the
// model says 1420 s). With 512 MiB (an eighth) it had not ended after 66 minutes on two
// threads (more than 4.6 times): below a quarter, each halving at least doubles the cost.
constexpr double kBytesPerPosition = 4.0 * (1 << 30) / 3.7e9;
constexpr double kShortTableExponent = 0.6;

double along(double a, double b, double t) {
  return std::exp(std::log(a) + (std::log(b) - std::log(a)) * t);
}

}  // namespace

SolveEstimate estimate_solve(int free_lines, bool misere, std::uint64_t table_bytes) {
  SolveEstimate estimate;
  if (misere) {
    const SolveEstimate normal = estimate_solve(free_lines);
    const SolveEstimate at_measured = estimate_solve(kMisere.free_lines);
    estimate = SolveEstimate{normal.seconds * kMisere.seconds / at_measured.seconds,
                             normal.positions * kMisere.positions / at_measured.positions};
  } else {
    // The two measured points around the board's free lines, or the nearest two beyond them.
    size_t upper = 1;
    while (upper + 1 < std::size(kMeasured) && kMeasured[upper].free_lines < free_lines) ++upper;
    const Measured& a = kMeasured[upper - 1];
    const Measured& b = kMeasured[upper];
    const double t = double(free_lines - a.free_lines) / double(b.free_lines - a.free_lines);
    estimate = SolveEstimate{along(a.seconds, b.seconds, t), along(a.positions, b.positions, t)};
  }
  // The positions searched again because the table forgot them.
  const double short_by =
      table_bytes > 0 ? estimate.positions * kBytesPerPosition / double(table_bytes) : 0;
  if (short_by > 1) {
    const double more = short_by <= 4 ? std::pow(short_by, kShortTableExponent)
                                      : std::pow(4, kShortTableExponent) * short_by / 4;
    estimate.seconds *= more;
    estimate.positions *= more;
  }
  return estimate;
}

}  // namespace lucas
