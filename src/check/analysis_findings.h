// A check's diagnostics as an analysis of the record shows them: the analysis follows the lines
// as drawn, whatever the record claims.
#pragma once

#include <vector>

#include "check/checker.h"
#include "text/diagnostic.h"

namespace lucas {

/// A check's diagnostics as an analysis shows them: the false claims are warnings; the rule
/// break or dispute that ended the replay stays an error or a note. The result itself keeps its
/// errors and its status: the record is still invalid (exit code 1).
std::vector<Diagnostic> analysis_findings(const CheckResult& result);

/// The warnings among analysis_findings: the record's false claims.
int warning_count(const std::vector<Diagnostic>& findings);

}  // namespace lucas
