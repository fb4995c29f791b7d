// What lucas analyze and lucas hint share on the command line: their options, and loading the
// record they analyse.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "check/check_text.h"
#include "cli/app.h"
#include "text/catalogue.h"

namespace lucas::cli {

/// Adds the options lucas analyze and lucas hint share: the record, --format text|json and the
/// solver's --seconds budget.
void add_analysis_options(CLI::App& command, std::string& file, std::string& format,
                          double& seconds, const Context& context);

/// Adds --threads, the exact solver's threads (solve, analyze, hint), 1 to 256; `threads` is set
/// to the default, 1.
void add_threads_option(CLI::App& command, int& threads, const Context& context);

/// Reads and checks a record for analyze or hint (load_checked: Findings::as_warnings for text,
/// in_document for JSON). Every record that can be read is analysed, whatever its claims, up to
/// the move that breaks a rule or is disputed; only an unreadable file gives nothing (exit code
/// 2, its diagnostics printed on standard error). A Chopsticks record is refused
/// (refuse_chopsticks) unless `chopsticks` says the command takes one (lucas analyze).
std::optional<CheckedFile> load_record(const std::string& path, bool json,
                                       const Catalogue& catalogue, bool chopsticks = false);

}  // namespace lucas::cli
