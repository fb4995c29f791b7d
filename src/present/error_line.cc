#include "present/error_line.h"

#include <iostream>
#include <utility>

namespace lucas {

std::string error_line(const Diagnostic& d, const Catalogue& catalogue) {
  return "lucas: " + catalogue.text("severity." + std::string(severity_name(d.severity))) + "[" +
         std::string(code_name(d.code)) + "]: " + catalogue.format(d.message);
}

void print_error(const Diagnostic& d, const Catalogue& catalogue) {
  std::cerr << error_line(d, catalogue) << "\n";
}

Diagnostic command_error(Code code, Message message) {
  return Diagnostic{Severity::error, code, {}, std::nullopt, std::move(message)};
}

std::string refused_move_line(const Diagnostic& diagnostic, const Catalogue& catalogue,
                              bool at_terminal) {
  return at_terminal ? catalogue.format(diagnostic.message) : error_line(diagnostic, catalogue);
}

}  // namespace lucas
