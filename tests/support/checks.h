// Asking one `lucas check` about many files, and reading its answer file by file: a sanitized
// start of lucas costs far more than checking a small record, and lucas check reads a whole
// class at once anyway.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "support/run.h"
#include "text/json.h"

namespace lucas::testing {

/// The exit code `lucas check` gives a record of this status (docs/limits.md): finished or
/// interrupted 0, invalid 1, unreadable 2; -1 for a status it never gives. With several files it
/// exits with the worst of theirs, so a file's own is read from its status.
int exit_code_of_status(const std::string& status);

/// The text output of `lucas check PATH...` (without colours) cut into each path's part, as
/// `lucas check PATH` alone prints it: each record's diagnostics, then its verdict line; a
/// folder's records one after the other. The summary table after the last is left out. Paths are
/// as given, which is how lucas prints plain names. Nothing when the output does not hold a
/// report for each path, in their order, then only the table.
std::optional<std::vector<std::string>> reports_of_each(const std::string& out,
                                                        const std::vector<std::string>& paths);

/// The array of `lucas check --format json PATH...` cut likewise: each path's objects, as an
/// array (a folder gives one per record). Nothing when it does not hold them in that order.
std::optional<std::vector<Json>> records_of_each(const Json& document,
                                                 const std::vector<std::string>& paths);

/// What one `lucas check` said of each of many paths.
struct CheckedEach {
  int exit_code = -1;                ///< of the run (with `alone`, the worst of the runs)
  std::vector<std::string> reports;  ///< --format text: each path's part of the output
  std::vector<Json> records;         ///< --format json: each path's objects
  std::vector<int> exit_codes;       ///< --format json: each path's own exit code
  bool alone = false;                ///< the run failed as a whole: each path was run alone
};

/// Runs `lucas check OPTIONS PATH...` once in the source tree, and cuts its output per path (as
/// JSON when OPTIONS hold `--format json`). A run that fails as a whole (a signal, anything on
/// standard error) or whose output cannot be cut fails the test, and then each path is run again
/// alone, so that what the caller checks of each path names the one at fault.
CheckedEach check_each(const std::vector<std::string>& options,
                       const std::vector<std::string>& paths);

}  // namespace lucas::testing
