// A whole game as record text, for benchmarks: deterministic, with every claim written.
#pragma once

#include <string>

namespace lucas::bench {

/// A finished game on rows x cols boxes (a 5x5-box game has 60 moves), played by a simple
/// deterministic policy, written as a move record with boxes, score and next on every move.
std::string whole_game_record(int box_rows, int box_cols);

}  // namespace lucas::bench
