#include "cli/chopsticks_options.h"

#include "cli/validators.h"

namespace lucas::cli {

void add_chopsticks_rule_options(CLI::App& command, ChopsticksOptions& options,
                                 const Context& context) {
  options.given.push_back(
      command.add_option("--end", options.end, context.text("cli.chopsticks.end"))
          ->transform(one_of({"cutoff", "rollover"}, context))
          ->default_str("cutoff"));
  options.given.push_back(
      command.add_option("--splits", options.splits, context.text("cli.chopsticks.splits"))
          ->transform(one_of({"yes", "no"}, context))
          ->default_str("yes"));
  options.given.push_back(command
                              .add_option("--resurrection", options.resurrection,
                                          context.text("cli.chopsticks.resurrection"))
                              ->transform(one_of({"yes", "no"}, context))
                              ->default_str("yes"));
  options.given.push_back(
      command.add_option("--suicide", options.suicide, context.text("cli.chopsticks.suicide"))
          ->transform(one_of({"yes", "no"}, context))
          ->default_str("no"));
}

void add_chopsticks_options(CLI::App& command, ChopsticksOptions& options, const Context& context) {
  add_chopsticks_rule_options(command, options, context);
  options.record_option =
      command.add_option("--record", options.record, context.text("cli.chopsticks.record"));
  // The rules of a record are its own.
  for (CLI::Option* o : options.given) o->excludes(options.record_option);
  options.given.push_back(options.record_option);
}

bool chopsticks_option_given(const ChopsticksOptions& options) {
  for (const CLI::Option* o : options.given)
    if (o->count() > 0) return true;
  return false;
}

ChopsticksRules rules_of(const ChopsticksOptions& options) {
  return {options.end == "rollover" ? HandEnd::rollover : HandEnd::cutoff, options.splits == "yes",
          options.resurrection == "yes", options.suicide == "yes"};
}

}  // namespace lucas::cli
