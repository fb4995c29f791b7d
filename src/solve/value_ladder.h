// The questions a value search asks: which "at least t?" comes next, given the answers so far.
#pragma once

#include <algorithm>

namespace lucas {

// The questions a value search asks, each "at least t?" answered by one null-window search,
// which prunes far more than one open window; the table keeps what earlier ones learned. The
// value has the parity of the boxes left (it is mine minus theirs of them, or theirs minus mine
// in misère), so only those values are asked about. The first question is "at least even?",
// then the bound found moves by 2, 4, 8... in the same direction (MTD(f) with growing steps),
// and once both bounds are known, by halves. A drawn board takes two searches (at least 0, at
// least 2). 3x4 boxes: 4% fewer positions than halving the range from the start, 2x5: 32%
// fewer; random 4x4 positions: the same.
class ValueLadder {
 public:
  /// `left`: the boxes still open (the value is within ±left, of their parity).
  explicit ValueLadder(int left) : left_(left), lower_(-left), upper_(left), target_(round_up(0)) {}
  /// Whether the value is known: then value() is it.
  bool done() const { return lower_ >= upper_; }
  int target() const { return target_; }
  int value() const { return lower_; }
  /// The answer to "at least target()?": a value v >= target() proves it, v < target() that the
  /// value is at most v (fail-soft bounds).
  void learn(int v) {
    const int now = v >= target_ ? 1 : -1;
    if (now > 0)
      lower_ = std::max(lower_, round_up(v));
    else
      upper_ = std::min(upper_, round_down(v));
    if (done()) return;
    bracketed_ = bracketed_ || (direction_ != 0 && now != direction_);
    step_ = now == direction_ ? step_ * 2 : 2;
    direction_ = now;
    if (bracketed_)
      target_ = std::min(upper_, round_up(lower_ + (upper_ - lower_) / 2 + 1));
    else if (now > 0)
      target_ = std::min(upper_, lower_ + step_);
    else
      target_ = std::max(lower_ + 2, upper_ - step_ + 2);
  }

 private:
  int round_up(int v) const { return (v - left_) % 2 == 0 ? v : v + 1; }
  int round_down(int v) const { return (v - left_) % 2 == 0 ? v : v - 1; }
  int left_, lower_, upper_, target_;
  int step_ = 2, direction_ = 0;
  bool bracketed_ = false;
};

}  // namespace lucas
