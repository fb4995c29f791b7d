#include "cli/players_option.h"

#include "cli/error_line.h"

namespace lucas::cli {

namespace {

std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

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
