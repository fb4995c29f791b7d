// For the tests: the plain retrograde solver the fast one is checked against, and random
// start positions.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <random>
#include <vector>

#include "solve/compact_board.h"
#include "support/sanitizers.h"

namespace lucas {

// The share of its positions a long comparison with the brute force checks: all of them in the
// normal suite, one in four under the sanitizers. There the same code runs 2 to 3 times slower
// to look for memory errors, which the same paths through it show on fewer positions; the
// values themselves are compared everywhere by the normal suite.
inline constexpr int kBruteForceShare = testing::kAddressSanitizer ? 4 : 1;

// The plain retrograde solver the fast one is checked against: every set of the free lines
// of a start position, from the full board backwards, each valued from its successors only. In
// misère a completed box counts against its taker.
class BruteForce {
 public:
  BruteForce(const CompactBoard& board, LineSet start, bool misere = false)
      : board_(board), start_(start), misere_(misere) {
    for (int l = 0; l < board.line_count(); ++l)
      if (!(start & bit_of(l))) free_.push_back(l);
    const size_t states = size_t{1} << free_.size();
    values_.assign(states, 0);
    for (size_t s = states - 1; s-- > 0;) {  // the full set (last index) is worth 0
      // The lines once per set, not once per move: the comparisons of the tests spend most of
      // their time here.
      const LineSet drawn = lines_of(s);
      int best = -1000;
      for (size_t j = 0; j < free_.size(); ++j)
        if (!(s >> j & 1)) best = std::max(best, move_value(drawn, s, j));
      values_[s] = static_cast<std::int8_t>(best);
    }
  }
  size_t states() const { return values_.size(); }
  const std::vector<int>& free_lines() const { return free_; }
  LineSet lines_of(size_t state) const {
    LineSet drawn = start_;
    for (size_t j = 0; j < free_.size(); ++j)
      if (state >> j & 1) drawn |= bit_of(free_[j]);
    return drawn;
  }
  int value(size_t state) const { return values_[state]; }
  // What drawing the j-th free line is worth to its drawer. Precondition: it is not drawn.
  int move_value(size_t state, size_t j) const { return move_value(lines_of(state), state, j); }

 private:
  // The same, the state's lines given.
  int move_value(LineSet drawn, size_t state, size_t j) const {
    const int c = board_.completes(drawn, free_[j]);
    const int after = values_[state | size_t{1} << j];
    return c > 0 ? (misere_ ? -c : c) + after : -after;
  }

  const CompactBoard& board_;
  LineSet start_;
  bool misere_;
  std::vector<int> free_;
  std::vector<std::int8_t> values_;
};

// A start position: some random lines, safe ones first as players do, until `free` remain.
inline LineSet random_position(const CompactBoard& board, int free, std::mt19937& random) {
  LineSet drawn = board.predrawn();
  const bool safe_first = random() % 2 == 0;
  while (board.line_count() - std::popcount(drawn) > free) {
    std::vector<int> safe, any;
    for (int l = 0; l < board.line_count(); ++l) {
      if (drawn & bit_of(l)) continue;
      any.push_back(l);
      bool is_safe = true;
      for (int box : board.boxes_of(l))
        if (box >= 0 && board.sides_left(drawn, box) <= 2) is_safe = false;
      if (is_safe) safe.push_back(l);
    }
    const auto& pool = safe_first && !safe.empty() ? safe : any;
    drawn |= bit_of(pool[random() % pool.size()]);
  }
  return drawn;
}

}  // namespace lucas
