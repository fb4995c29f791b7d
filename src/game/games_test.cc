#include "game/games.h"

#include <gtest/gtest.h>

#include "text/catalogue.h"

namespace lucas {
namespace {

TEST(GamesTest, EachGameByItsWord) {
  for (const GameEntry& entry : kGames) {
    EXPECT_EQ(game_entry(entry.game).word, entry.word);
    EXPECT_EQ(game_named(entry.word), entry.game);
  }
  EXPECT_EQ(game_named("chopsticks"), Game::chopsticks);
  EXPECT_EQ(game_named("dots-and-boxes"), Game::dots_and_boxes);
  EXPECT_FALSE(game_named("Chopsticks"));
  EXPECT_FALSE(game_named("nim"));
  EXPECT_EQ(game_words(), (std::vector<std::string>{"dots-and-boxes", "chopsticks"}));
  EXPECT_EQ(kGames.front().game, Game::dots_and_boxes);  // the default
}

TEST(GamesTest, EveryGameHasItsNameInEveryLanguage) {
  for (const std::string& language : Catalogue::languages())
    for (const GameEntry& entry : kGames)
      EXPECT_TRUE(Catalogue::get(language).has(entry.name_key)) << language << ": " << entry.word;
  EXPECT_EQ(Catalogue::get("fr").text("game.dots-and-boxes"), "la pipopipette");
}

}  // namespace
}  // namespace lucas
