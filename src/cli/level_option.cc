#include "cli/level_option.h"

#include "cli/validators.h"
#include "solve/chopsticks_level.h"
#include "solve/level.h"
#include "text/value_words.h"

namespace lucas::cli {

CLI::Validator level_check(const Context& context, bool chopsticks) {
  const Catalogue& c = context.catalogue();
  std::vector<std::string> levels = level_names();
  if (chopsticks) levels.push_back(chopsticks_level_name(ChopsticksLevel::perfect));
  const std::vector<std::string> shown = words_in_both_languages(levels);
  return CLI::Validator(
      [levels, shown, &c](std::string& text) {
        if (auto level = value_word(text, levels)) {
          text = std::move(*level);
          return std::string();
        }
        return c.format(
            Message("cli.valid.one-of-error").with("value", text).with("values", shown));
      },
      c.format(Message("cli.valid.one-of").with("values", shown)), "LEVEL");
}

CLI::Option* add_seed_option(CLI::App& command, std::uint64_t& seed, const Context& context) {
  return command.add_option("--seed", seed, context.text("cli.level.seed"))
      ->check(whole_in(0, kMaxSeed, context));
}

}  // namespace lucas::cli
