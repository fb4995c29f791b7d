#include "text/engine_options.h"

#include <chrono>

namespace lucas {

std::uint64_t seed_from_clock() {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  return static_cast<std::uint64_t>(
             std::chrono::duration_cast<std::chrono::microseconds>(now).count()) %
         static_cast<std::uint64_t>(kMaxSeed + 1);
}

}  // namespace lucas
