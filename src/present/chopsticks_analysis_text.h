// lucas analyze of a Chopsticks record in words and JSON: each move's value for the mover before
// and after it, from the solved table, with its mistakes marked; the analyze command's shape.
#pragma once

#include <string>

#include "solve/record_analysis.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// The analysis as a table of moves. Precondition: a ChopsticksAnalysis, not refused.
std::string chopsticks_analysis_text(const RecordAnalysis& analysis, const Catalogue& catalogue);

/// The analysis in JSON (docs/json.md). Precondition: a ChopsticksAnalysis, not refused.
Json chopsticks_analysis_json(const RecordAnalysis& analysis, const Catalogue& catalogue);

}  // namespace lucas
