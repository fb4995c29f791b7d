#include "terminal/progress.h"

namespace lucas {

bool ProgressPace::due(double elapsed) {
  if (elapsed < 1 || elapsed - last_ < 1) return false;
  last_ = elapsed;
  return true;
}

}  // namespace lucas
