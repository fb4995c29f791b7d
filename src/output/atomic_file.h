// Writing output files so that a failure never leaves half a file or destroys an existing one.
#pragma once

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "text/diagnostic.h"

namespace lucas::output {

/// Fills an output stream; returns false to give up (nothing is then written).
using Filler = std::function<bool(std::ostream&)>;

/// Writes bytes to path atomically: into a temporary file in the same directory, flushed to
/// disk, then renamed over path. On any failure the temporary file is removed, an existing
/// file at path is left as it was, and the diagnostic (code cannot-write) says why.
std::optional<Diagnostic> write_atomically(const std::string& path, std::string_view bytes);
/// The same, with the bytes produced by a callback.
std::optional<Diagnostic> write_atomically(const std::string& path, const Filler& fill);

/// Whether write_atomically could write at `path` now (a temporary file is made beside it and
/// removed): for a command that asks for its output's place before the work that fills it (a
/// game played, which its record must not lose). The same diagnostic as write_atomically's.
std::optional<Diagnostic> check_writable(const std::string& path);

/// Whether an output path names one of the input files (the same file, by device and inode
/// when both exist, else by normalised path): a diagnostic output-is-input if so.
std::optional<Diagnostic> check_not_an_input(const std::string& output,
                                             const std::vector<std::string>& inputs);

}  // namespace lucas::output
