#include "check/analysis_findings.h"

#include <algorithm>

namespace lucas {

std::vector<Diagnostic> analysis_findings(const CheckResult& result) {
  std::vector<Diagnostic> findings = result.diagnostics;
  // Every error but the one that ended the replay is a false claim: the lines as drawn stand.
  for (Diagnostic& d : findings) {
    const bool halt = result.halt && d.move == result.halt->number && d.code == result.halt->code;
    if (d.severity == Severity::error && !halt) d.severity = Severity::warning;
  }
  return findings;
}

int warning_count(const std::vector<Diagnostic>& findings) {
  return static_cast<int>(std::count_if(findings.begin(), findings.end(), [](const Diagnostic& d) {
    return d.severity == Severity::warning;
  }));
}

}  // namespace lucas
