#include "solve/value_ladder.h"

#include <gtest/gtest.h>

#include <vector>

namespace lucas {
namespace {

// Runs the ladder against a position whose value is `truth`, each question answered fail-hard
// (the target when the value reaches it, one below otherwise): the targets asked, in order.
std::vector<int> questions(int left, int truth, int* value = nullptr) {
  ValueLadder ladder(left);
  std::vector<int> asked;
  while (!ladder.done() && asked.size() <= 64) {  // a ladder that never ends fails below
    const int t = ladder.target();
    asked.push_back(t);
    ladder.learn(truth >= t ? t : t - 1);
  }
  if (value) *value = ladder.value();
  return asked;
}

TEST(ValueLadder, FindsEveryValueAskingOnlyAboutValuesOfItsParity) {
  for (int left = 0; left <= 25; ++left) {
    for (int truth = -left; truth <= left; truth += 2) {
      int found = 99;
      const auto asked = questions(left, truth, &found);
      EXPECT_EQ(found, truth) << left << " boxes, value " << truth;
      // Growing steps, then halves: a few questions whatever the value.
      EXPECT_LE(asked.size(), 8u) << left << " boxes, value " << truth;
      for (int t : asked) {
        EXPECT_EQ((t - left) % 2, 0) << left << " boxes, asked " << t;
        EXPECT_LE(t, left);
        EXPECT_GT(t, -left);  // "at least -left?" is always yes
      }
    }
  }
}

TEST(ValueLadder, StepsGrowInOneDirectionThenHalve) {
  // "At least 0?" yes, "at least 2?" yes, then 4 further: "at least 6?" no, "at least 4?" no.
  EXPECT_EQ(questions(16, 2), (std::vector<int>{0, 2, 6, 4}));
  // A drawn board: two questions.
  EXPECT_EQ(questions(16, 0), (std::vector<int>{0, 2}));
  // Odd boxes left: "at least 1?" first, then downwards.
  EXPECT_EQ(questions(9, -3), (std::vector<int>{1, -1, -5, -3}));
  // A finished position: nothing to ask.
  int found = 99;
  EXPECT_TRUE(questions(0, 0, &found).empty());
  EXPECT_EQ(found, 0);
}

TEST(ValueLadder, AFailSoftAnswerMovesTheBoundPastTheTarget) {
  ValueLadder up(16);
  EXPECT_EQ(up.target(), 0);
  up.learn(6);  // at least 6, not only at least 0
  EXPECT_FALSE(up.done());
  EXPECT_EQ(up.target(), 8);
  ValueLadder down(16);
  down.learn(-6);  // at most -6
  EXPECT_EQ(down.target(), -6);
  down.learn(-16);  // at most -16: the value is known
  EXPECT_TRUE(down.done());
  EXPECT_EQ(down.value(), -16);
  ValueLadder top(4);
  top.learn(4);  // at least 4 of 4
  EXPECT_TRUE(top.done());
  EXPECT_EQ(top.value(), 4);
}

}  // namespace
}  // namespace lucas
