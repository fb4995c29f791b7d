#include "record/player_name.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

// "é" typed as one character (U+00E9) and as e followed by a combining acute (U+0301).
const std::string kComposedE = "\xC3\xA9";
const std::string kDecomposedE = "e\xCC\x81";

TEST(PlayerNameTest, SameNameWhateverTheCase) {
  EXPECT_TRUE(same_name("Mia", "mia"));
  EXPECT_TRUE(same_name("éloïse", "Éloïse"));
  EXPECT_TRUE(same_name("ZOÉ", "Zoé"));
  EXPECT_TRUE(same_name("m", "M"));
  EXPECT_FALSE(same_name("Mia", "Max"));
  EXPECT_FALSE(same_name("Zoé", "Zoe"));  // an accent is part of the name
  EXPECT_FALSE(same_name("Mia", "Mia "));
  EXPECT_FALSE(same_name("", "M"));
}

TEST(PlayerNameTest, SameNameWhateverTheUnicodeForm) {
  EXPECT_TRUE(same_name("No" + kComposedE, "No" + kDecomposedE));
  EXPECT_TRUE(same_name("NO" + kDecomposedE, "no" + kComposedE));
  EXPECT_TRUE(same_name(kDecomposedE + "lo\xC3\xAFse", "\xC3\x89lo\xC3\xAFse"));
  EXPECT_FALSE(same_name("No" + kDecomposedE, "Noe"));
}

TEST(PlayerNameTest, ComposedFormIsOneCharacterPerLetter) {
  EXPECT_EQ(composed("No" + kDecomposedE), "No" + kComposedE);
  EXPECT_EQ(composed("Noé"), "Noé");
  EXPECT_EQ(composed(""), "");
}

TEST(PlayerNameTest, InitialIsTheFirstLetterInCapitals) {
  EXPECT_EQ(initial_of("Mia"), "M");
  EXPECT_EQ(initial_of("ana"), "A");
  EXPECT_EQ(initial_of("éloïse"), "É");
  EXPECT_EQ(initial_of(kDecomposedE + "lo\xC3\xAFse"), "É");
  EXPECT_EQ(initial_of("Ömer"), "Ö");
  EXPECT_EQ(initial_of("q\xCC\x83uentin"), "Q\xCC\x83");  // q̃ keeps its tilde
  EXPECT_EQ(initial_of("1er"), "1");
  EXPECT_EQ(initial_of(""), "");
}

TEST(PlayerNameTest, AnInitialBesideATakenOneIsTheNextLetterThenANumber) {
  EXPECT_EQ(initial_beside("Lucas", "L"), "U");
  EXPECT_EQ(initial_beside("lucas", "l"), "U");
  EXPECT_EQ(initial_beside("Zoé", "Z"), "O");
  EXPECT_EQ(initial_beside("Éloé", "É"), "L");
  EXPECT_EQ(initial_beside("Anaïs", "A"), "N");
  EXPECT_EQ(initial_beside("Al", "A"), "L");
  EXPECT_EQ(initial_beside("Aa", "A"), "A2");   // no other letter: a number
  EXPECT_EQ(initial_beside("A-1", "A"), "A2");  // only letters are initials
  EXPECT_EQ(initial_beside("Jo", "J"), "O");
}

TEST(PlayerNameTest, ANameIsOneToSixtyCharactersWithoutControls) {
  EXPECT_TRUE(is_player_name("Léa"));
  EXPECT_TRUE(is_player_name("Jean Dupont"));
  EXPECT_TRUE(is_player_name(std::string(60, 'a')));
  EXPECT_FALSE(is_player_name(std::string(61, 'a')));
  std::string sixty_accented;
  for (int i = 0; i < 60; ++i) sixty_accented += "é";
  EXPECT_TRUE(is_player_name(sixty_accented));  // characters, not bytes
  EXPECT_FALSE(is_player_name(""));
  EXPECT_FALSE(is_player_name("L\x1b[31méa"));
  EXPECT_FALSE(is_player_name("Léa\tLucas"));
  EXPECT_FALSE(is_player_name(std::string("L\0a", 3)));
  EXPECT_FALSE(is_player_name("L\xC3"));
}

TEST(PlayerNameTest, AnInitialIsOneShortWord) {
  EXPECT_TRUE(is_initial("M"));
  EXPECT_TRUE(is_initial("Zoé"));
  EXPECT_TRUE(is_initial("abcdefghijkl"));    // 12
  EXPECT_TRUE(is_initial("éééééééééééé"));    // 12 characters, 24 bytes
  EXPECT_FALSE(is_initial("abcdefghijklm"));  // 13
  EXPECT_FALSE(is_initial(""));
  EXPECT_FALSE(is_initial("M N"));
  EXPECT_FALSE(is_initial("\xFF"));
}

}  // namespace
}  // namespace lucas
