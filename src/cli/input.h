// Reading an input file (or standard input) whole, within the size limit, and the one way from a
// record file to a checked game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "check/analysis_findings.h"
#include "check/check_text.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// Reads a file, or standard input for "-". A missing file, a directory, an unreadable file or
/// one over the size limit (yaml::Limits::max_bytes) gives a diagnostic instead.
std::optional<Diagnostic> read_input(const std::string& path, std::string& text);

/// Reads a record file (read_input) and checks it (check_text): a file that cannot be read is
/// an unreadable result with that diagnostic. "-" is standard input, named "<stdin>".
CheckedFile read_checked(const std::string& path);

/// How a command that reads a record treats what the check found.
enum class Findings {
  /// As lucas check: false claims are errors; the diagnostics and the verdict go to standard
  /// error (replay, handout).
  as_check,
  /// For an analysis, which follows the lines as drawn whatever the record claims: the
  /// analysis_findings, without the verdict, go to standard error (analyze and hint in text,
  /// replay --analysis).
  as_warnings,
  /// Nothing printed for a readable record: the command's JSON document carries its
  /// analysis_findings. An unreadable file's diagnostics and verdict still go to standard error.
  in_document,
};

/// read_checked, then the file's diagnostics on standard error when it has any, as `findings`
/// says: what every command that draws or analyses a record says about it before doing its own
/// work. Its exit code is exit_code_of(result.status) whatever the findings' severity: a record
/// with false claims is invalid for every command.
CheckedFile load_checked(const std::string& path, const Catalogue& catalogue,
                         Findings findings = Findings::as_check);

/// Whether `file` is a Chopsticks record, which `command` (a command of Dots-and-Boxes boards)
/// cannot take: then says so on standard error (error[unknown-game]), and the command stops
/// with exit 2.
bool refuse_chopsticks(const CheckedFile& file, std::string_view command,
                       const Catalogue& catalogue);

}  // namespace lucas::cli
