#include "game/games.h"

namespace lucas {

const GameEntry& game_entry(Game game) {
  for (const GameEntry& entry : kGames)
    if (entry.game == game) return entry;
  return kGames.front();
}

std::optional<Game> game_named(std::string_view word) {
  for (const GameEntry& entry : kGames)
    if (entry.word == word) return entry.game;
  return std::nullopt;
}

std::vector<std::string> game_words() {
  std::vector<std::string> out;
  for (const GameEntry& entry : kGames) out.emplace_back(entry.word);
  return out;
}

}  // namespace lucas
