#include "terminal/progress.h"

#include <unistd.h>

namespace lucas {

bool ProgressPace::due(double elapsed) {
  if (terminal_) {
    if (elapsed < 1 || elapsed - last_ < 1) return false;
  } else if (elapsed < 10 || elapsed < 2 * last_) {
    return false;
  }
  last_ = elapsed;
  return true;
}

bool standard_error_is_terminal() { return isatty(STDERR_FILENO) != 0; }

}  // namespace lucas
