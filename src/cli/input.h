// Reading an input file (or standard input) whole, within the size limit.
#pragma once

#include <optional>
#include <string>

#include "text/diagnostic.h"

namespace lucas::cli {

/// Reads a file, or standard input for "-". A missing file, a directory, an unreadable file or
/// one over the size limit (yaml::Limits::max_bytes) gives a diagnostic instead.
std::optional<Diagnostic> read_input(const std::string& path, std::string& text);

}  // namespace lucas::cli
