// CLI11 in the user's language: the help's labels and the command-line errors.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "cli/app.h"

namespace lucas::cli {

/// Puts the labels of --help (Usage, OPTIONS, REQUIRED ...) in the context's language. Call
/// before adding subcommands, which share the formatter and take the option group's name.
void localize_help(CLI::App& app, const Context& context);

/// Refuses "nan" and "inf" for a decimal option: they pass CLI::Range, since every comparison
/// with NaN is false, and would reach the layout as lengths.
CLI::Validator finite_number(const Context& context);

/// A command-line error in the context's language, naming the option at fault.
std::string explain(const CLI::ParseError& error, const Context& context);

}  // namespace lucas::cli
