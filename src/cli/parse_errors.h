// CLI11 in the user's language: the help's labels and the command-line errors.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "cli/app.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// Puts the labels of --help (Usage, OPTIONS, REQUIRED ...) in the context's language. Call
/// before adding subcommands, which share the formatter and take the option group's name.
void localize_help(CLI::App& app, const Context& context);

/// Puts the type names of every option of the app and its subcommands (TEXT, FLOAT ...) in the
/// context's language; call once every option is added.
void localize_type_names(CLI::App& app, const Context& context);

/// A command-line error as lucas says it: a code per kind of mistake and a message wholly in
/// the context's language that names the option at fault and what would be right. `app` is the
/// top-level app after the failed parse (it knows which command was being read); `args` are the
/// arguments as typed, for words that belong to the option before them (--dots 3 x 4).
Diagnostic explain(const CLI::ParseError& error, const CLI::App& app,
                   const std::vector<std::string>& args = {});

}  // namespace lucas::cli
