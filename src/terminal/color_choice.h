// Whether lucas writes ANSI colours to standard output.
#pragma once

#include <string>

namespace lucas {

/// "always" or "never" as asked; "auto": colours when standard output is a terminal, NO_COLOR is
/// not set (no-color.org) and TERM is not "dumb".
bool use_color(const std::string& choice = "auto");

}  // namespace lucas
