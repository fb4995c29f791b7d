#include "terminal/color_choice.h"

#include <unistd.h>

#include <cstdlib>
#include <string_view>

namespace lucas {

bool use_color(const std::string& choice) {
  if (choice != "auto") return choice == "always";
  const char* term = std::getenv("TERM");
  return isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr && term &&
         std::string_view(term) != "dumb";
}

}  // namespace lucas
