// When a long computation reports on standard error. On a terminal: not in its first second (a
// quick answer stays quiet), then at most once a second. Into a file or a pipe (a log, a script),
// where each line stays: a few lines only, after 10 s, then each time the time spent has doubled
// (a 15-minute solve writes 7 lines).
#pragma once

namespace lucas {

class ProgressPace {
 public:
  /// `terminal`: whether the lines go to a terminal (see above).
  explicit ProgressPace(bool terminal = true) : terminal_(terminal) {}

  /// Whether a progress line is due `elapsed` seconds after the start; a due line counts as
  /// shown.
  bool due(double elapsed);

 private:
  bool terminal_;
  double last_ = 0;
};

/// Whether standard error is a terminal.
bool standard_error_is_terminal();

}  // namespace lucas
