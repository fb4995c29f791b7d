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

double along(double a, double b, double t) {
  return std::exp(std::log(a) + (std::log(b) - std::log(a)) * t);
}

}  // namespace

SolveEstimate estimate_solve(int free_lines, bool misere) {
  if (misere) {
    const SolveEstimate normal = estimate_solve(free_lines);
    const SolveEstimate at_measured = estimate_solve(kMisere.free_lines);
    return SolveEstimate{normal.seconds * kMisere.seconds / at_measured.seconds,
                         normal.positions * kMisere.positions / at_measured.positions};
  }
  // The two measured points around the board's free lines, or the nearest two beyond them.
  size_t upper = 1;
  while (upper + 1 < std::size(kMeasured) && kMeasured[upper].free_lines < free_lines) ++upper;
  const Measured& a = kMeasured[upper - 1];
  const Measured& b = kMeasured[upper];
  const double t = double(free_lines - a.free_lines) / double(b.free_lines - a.free_lines);
  return SolveEstimate{along(a.seconds, b.seconds, t), along(a.positions, b.positions, t)};
}

}  // namespace lucas
