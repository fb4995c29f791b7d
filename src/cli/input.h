// Reading an input file (or standard input) whole, within the size limit, and the one way from a
// record file to a checked game.
#pragma once

#include <optional>
#include <string>

#include "check/report.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// Reads a file, or standard input for "-". A missing file, a directory, an unreadable file or
/// one over the size limit (yaml::Limits::max_bytes) gives a diagnostic instead.
std::optional<Diagnostic> read_input(const std::string& path, std::string& text);

/// Reads a record file (read_input) and checks it (check_text): a file that cannot be read is
/// an unreadable result with that diagnostic. "-" is standard input, named "<stdin>".
CheckedFile read_checked(const std::string& path);

/// read_checked, then the file's diagnostics and verdict on standard error, as lucas check
/// prints them, when it has any: what every command that draws or analyses a record says about
/// it before doing its own work. Its exit code is exit_code_of(result.status).
CheckedFile load_checked(const std::string& path, const Catalogue& catalogue);

}  // namespace lucas::cli
