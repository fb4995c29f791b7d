// `lucas analyze` of a Chopsticks record: each move's value for the mover before and after it,
// from the solved table, with its mistakes marked; the analyze command's shape, in text or JSON.
#pragma once

#include "cli/analysis_text.h"
#include "text/catalogue.h"

namespace lucas::cli {

/// Prints the analysis of a Chopsticks record (loaded.file.result.record->game() is chopsticks)
/// and returns the exit code: the check's, or 2 for a circle of three or more players, which
/// the two-player table does not cover.
int run_chopsticks_analysis(const LoadedRecord& loaded, bool json, const Catalogue& catalogue);

}  // namespace lucas::cli
