// Text typed or written by people, without the blanks around it.
#pragma once

#include <string>
#include <string_view>

namespace lucas {

/// `text` without the spaces and tabs at its start and end ("" for blanks only).
inline std::string trimmed(std::string_view text) {
  const size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

}  // namespace lucas
