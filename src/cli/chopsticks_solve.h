// `lucas solve --game chopsticks`: the options of the Chopsticks variants, the solved table's
// verdict in words and JSON, and the best move from a record's position.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "cli/app.h"
#include "game/chopsticks.h"
#include "solve/chopsticks_table.h"
#include "text/catalogue.h"
#include "text/json.h"

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

/// The rules in JSON: {"end": "cutoff", "splits": true, "resurrection": true, "suicide": false}.
Json rules_json(const ChopsticksRules& rules);

/// "first", "second" or "draw": who wins the start with perfect play.
std::string start_name(const ChopsticksValue& start);

/// A value in words for the player to move: "Lina wins in 7 moves", "a draw".
std::string value_text(const ChopsticksValue& value, const std::string& player,
                       const Catalogue& catalogue);

/// A value in a few words, for a column or an aside: "win in 7", "loss in 2", "draw".
std::string short_value(const ChopsticksValue& value, const Catalogue& catalogue);

/// Runs `lucas solve --game chopsticks`; returns the exit code.
int run_chopsticks_solve(const ChopsticksOptions& options, bool json, const Catalogue& catalogue);

}  // namespace lucas::cli
