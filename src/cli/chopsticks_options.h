// The options of the Chopsticks variants on the command line (lucas solve --game chopsticks,
// lucas play --game chopsticks).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "cli/app.h"
#include "game/chopsticks.h"

namespace lucas::cli {

/// The variant options as given on the command line.
struct ChopsticksOptions {
  std::string end = "cutoff";
  std::string splits = "yes";
  std::string resurrection = "yes";
  std::string suicide = "no";
  std::string record;  ///< a record whose last position is asked about
  /// Set by add_chopsticks_options: which of the options were given.
  std::vector<CLI::Option*> given;
  CLI::Option* record_option = nullptr;
};

/// Adds the variant options --end, --splits, --resurrection and --suicide to a command.
void add_chopsticks_rule_options(CLI::App& command, ChopsticksOptions& options,
                                 const Context& context);

/// Adds the variant options and --record to a command.
void add_chopsticks_options(CLI::App& command, ChopsticksOptions& options, const Context& context);

/// Whether any Chopsticks option was given (they need --game chopsticks).
bool chopsticks_option_given(const ChopsticksOptions& options);

/// The rules the options say.
ChopsticksRules rules_of(const ChopsticksOptions& options);

}  // namespace lucas::cli
