#include "game/chopsticks_notation.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(ChopsticksNotationTest, TouchesInFrenchOrEnglishLetters) {
  EXPECT_EQ(parse_touch("G-D"), (std::pair{Hand::left, Hand::right}));
  EXPECT_EQ(parse_touch("D-G"), (std::pair{Hand::right, Hand::left}));
  EXPECT_EQ(parse_touch("l-r"), (std::pair{Hand::left, Hand::right}));
  EXPECT_EQ(parse_touch("R - L"), (std::pair{Hand::right, Hand::left}));
  EXPECT_FALSE(parse_touch("G-X"));
  EXPECT_FALSE(parse_touch("GD"));
  EXPECT_FALSE(parse_touch("G-D-G"));
  EXPECT_FALSE(parse_touch("GG-D"));
  EXPECT_FALSE(parse_touch("-D"));
}

TEST(ChopsticksNotationTest, HandsLeftThenRight) {
  EXPECT_EQ(parse_hands("0-3"), (Hands{0, 3}));
  EXPECT_EQ(parse_hands("1 - 2"), (Hands{1, 2}));
  EXPECT_EQ(parse_hands("5-0"), (Hands{5, 0}));  // read, for the rules to refuse
  EXPECT_EQ(parse_hands("12-0"), (Hands{12, 0}));
  EXPECT_FALSE(parse_hands("123-0"));
  EXPECT_FALSE(parse_hands("1-"));
  EXPECT_FALSE(parse_hands("a-1"));
  EXPECT_FALSE(parse_hands("1-2-3"));
  EXPECT_FALSE(parse_hands("12"));
  EXPECT_EQ(hands_text({0, 4}), "0-4");
  EXPECT_EQ(touch_text(Hand::left, Hand::right), "G-D");
  EXPECT_EQ(touch_text(Hand::right, Hand::left), "D-G");
}

TEST(ChopsticksNotationTest, SplitsStartWithADigit) {
  EXPECT_TRUE(looks_like_split("2-1"));
  EXPECT_TRUE(looks_like_split(" 0-3"));
  EXPECT_FALSE(looks_like_split("G-D"));
  EXPECT_FALSE(looks_like_split(""));
}

// Every kind of move the writer writes, the reader reads back as it was.
TEST(ChopsticksNotationTest, WrittenMovesReadBack) {
  const ChopsticksMove moves[] = {
      ChopsticksMove::touch(Hand::left, Hand::left, 1),
      ChopsticksMove::touch(Hand::left, Hand::right, 1),
      ChopsticksMove::touch(Hand::right, Hand::left, 0),
      ChopsticksMove::touch(Hand::right, Hand::right, 2),
      ChopsticksMove::split({0, 3}),
      ChopsticksMove::split({2, 1}),
      ChopsticksMove::split({4, 0}),
  };
  for (const ChopsticksMove& m : moves) {
    SCOPED_TRACE(written(m));
    EXPECT_EQ(read_move(written(m), m.target), m);
  }
  EXPECT_EQ(written(ChopsticksMove::touch(Hand::right, Hand::left, 1)), "D-G");
  EXPECT_EQ(written(ChopsticksMove::split({0, 3})), "0-3");
  EXPECT_FALSE(read_move("G-X", 1));
  EXPECT_FALSE(read_move("3-", 1));
}

}  // namespace
}  // namespace lucas
