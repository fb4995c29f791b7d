// When a long computation reports on standard error: not in its first second (a quick answer
// stays quiet), then at most once a second.
#pragma once

namespace lucas {

class ProgressPace {
 public:
  /// Whether a progress line is due `elapsed` seconds after the start; a due line counts as
  /// shown.
  bool due(double elapsed);

 private:
  double last_ = 0;
};

}  // namespace lucas
