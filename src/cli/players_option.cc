#include "cli/players_option.h"

#include "present/error_line.h"
#include "text/trimmed.h"

namespace lucas::cli {

Result<std::array<std::string, 2>, Diagnostic> players_choice(const std::string& value) {
  const size_t comma = value.find(',');
  std::array<std::string, 2> names;
  if (comma != std::string::npos && value.find(',', comma + 1) == std::string::npos)
    names = {trimmed(value.substr(0, comma)), trimmed(value.substr(comma + 1))};
  if (names[0].empty() || names[1].empty())
    return Result<std::array<std::string, 2>, Diagnostic>::failure(
        command_error(Code::bad_option, Message("diag.players-option").with("value", value)));
  return names;
}

}  // namespace lucas::cli
