// The values of the options that steer the solver and the computer's levels, the same wherever
// they are typed: on the command line (--seed, --seconds) or in a query of the page's API
// (?seed=, ?seconds=).
#pragma once

#include <cstdint>

#include "text/option_value.h"

namespace lucas {

/// The largest seed --seed (or ?seed=) takes: every seed lucas prints can be typed back.
inline constexpr long long kMaxSeed = 999'999'999'999;

/// A seed from the clock, for a command or a request given none; printed (or answered) so that
/// the game or the move can be had again.
std::uint64_t seed_from_clock();

/// The solver's budget of lucas analyze and lucas hint, in seconds (--seconds, ?seconds=).
inline constexpr ValueRange kAnalysisSecondsRange{0.0, 3600.0};

}  // namespace lucas
