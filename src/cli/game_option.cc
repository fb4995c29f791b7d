#include "cli/game_option.h"

#include "cli/validators.h"

namespace lucas::cli {

CLI::Option* add_game_option(CLI::App& command, Game& game, const Context& context,
                             const std::string& help_key) {
  // The check runs before the function: the word is one of the table's.
  return command
      .add_option_function<std::string>(
          "--game", [&game](const std::string& word) { game = *game_named(word); },
          context.text(help_key))
      ->transform(one_of(game_words(), context))
      ->default_str(std::string(kGames.front().word));
}

}  // namespace lucas::cli
