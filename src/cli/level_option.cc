#include "cli/level_option.h"

#include <chrono>

#include "cli/validators.h"
#include "solve/chopsticks_level.h"
#include "solve/level.h"

namespace lucas::cli {

CLI::Validator level_check(const Context& context, bool chopsticks) {
  const Catalogue& c = context.catalogue();
  // The names shown are the stable ones and the rules page's: "maitre" and the decomposed
  // "maître" are accepted without being advertised.
  std::vector<std::string> shown = {"easy",   "medium", "hard",      "master",
                                    "facile", "moyen",  "difficile", "ma\xC3\xAEtre"};
  if (chopsticks) {
    shown.insert(shown.begin() + 4, "perfect");
    shown.push_back("parfait");
  }
  return CLI::Validator(
      [shown, chopsticks, &c](std::string& text) {
        if (const auto level = level_from_name(text)) {
          text = level_name(*level);
          return std::string();
        }
        if (const auto level = chopsticks ? chopsticks_level_from_name(text) : std::nullopt) {
          text = chopsticks_level_name(*level);
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

std::uint64_t seed_from_clock() {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  return static_cast<std::uint64_t>(
             std::chrono::duration_cast<std::chrono::microseconds>(now).count()) %
         static_cast<std::uint64_t>(kMaxSeed + 1);
}

}  // namespace lucas::cli
