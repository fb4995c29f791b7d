// lucas analyze in words and JSON: each move's kind, exact value and cost, the annotator's marks
// and the turning point of the game (a Chopsticks record's by chopsticks_analysis_text.h).
#pragma once

#include <string>

#include "solve/record_analysis.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// The analysis as a table of moves with the turning point and what the solve cost, in either
/// game. Precondition: not refused.
std::string analysis_text(const RecordAnalysis& analysis, const Catalogue& catalogue);

/// The analysis in JSON (docs/json.md), in either game. Precondition: not refused.
Json analysis_json(const RecordAnalysis& analysis, const Catalogue& catalogue);

}  // namespace lucas
