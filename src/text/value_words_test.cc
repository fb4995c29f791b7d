#include "text/value_words.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

const std::vector<std::string> kBorders{"none", "swedish", "icelandic"};

TEST(ValueWords, EitherLanguageAnyCaseWithOrWithoutAccents) {
  for (const char* typed :
       {"swedish", "Swedish", "SWEDISH", "suédois", "Suédois", "SUÉDOIS", "suedois",
        "sue\xCC\x81"
        "dois"})
    EXPECT_EQ(value_word(typed, kBorders), "swedish") << typed;
  EXPECT_EQ(value_word("Aucune", kBorders), "none");
  EXPECT_EQ(value_word("islandais", kBorders), "icelandic");
  EXPECT_EQ(value_word("Ordinateur", {"me", "computer", "alternate"}), "computer");
  EXPECT_EQ(value_word("MAITRE", {"easy", "master"}), "master");
}

TEST(ValueWords, OnlyTheWordsAskedFor) {
  EXPECT_EQ(value_word("suédoise", kBorders), std::nullopt);
  EXPECT_EQ(value_word("swedis", kBorders), std::nullopt);
  EXPECT_EQ(value_word("", kBorders), std::nullopt);
  EXPECT_EQ(value_word("oui", kBorders), std::nullopt);  // a French word of another option
  EXPECT_EQ(value_word("oui", {"yes", "no"}), "yes");
  EXPECT_EQ(value_word("\xFF", kBorders), std::nullopt);
}

TEST(ValueWords, FrenchWordsAndTheListOfBoth) {
  EXPECT_EQ(french_word("swedish"), "suédois");
  EXPECT_EQ(french_word("triangle"), "triangle");
  EXPECT_EQ(french_word("a4"), "a4");
  EXPECT_EQ(words_in_both_languages({"me", "computer", "auto"}),
            (std::vector<std::string>{"me", "computer", "auto", "moi", "ordinateur"}));
}

}  // namespace
}  // namespace lucas
