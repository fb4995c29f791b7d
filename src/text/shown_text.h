// Text that comes from outside (a file's name, a line typed at the keyboard) as lucas prints it
// back: never a byte that would act on the terminal instead of showing.
#pragma once

#include <string>
#include <string_view>

namespace lucas {

/// The text as lucas prints it: each byte that is not part of valid UTF-8, and each control
/// character (an arrow key's escape sequence, a Ctrl key), written as \xNN (like ls -b), so that
/// every output stays text and one line.
std::string shown_text(std::string_view text);

}  // namespace lucas
