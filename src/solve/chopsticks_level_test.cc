#include "solve/chopsticks_level.h"

#include <gtest/gtest.h>

#include <set>
#include <tuple>
#include <vector>

namespace lucas {
namespace {

using ForMover = ChopsticksValue::ForMover;

// Every position the start leads to under `rules`, hands on their sides, the start included.
std::vector<ChopsticksPosition> reachable(const ChopsticksRules& rules) {
  std::vector<ChopsticksPosition> out{ChopsticksPosition::start(2)};
  std::set<std::tuple<Hands, Hands, int>> seen{{out[0].hands[0], out[0].hands[1], 0}};
  for (size_t i = 0; i < out.size(); ++i)
    for (const ChopsticksMove& m : legal_moves(rules, out[i])) {
      const ChopsticksPosition next = *play(rules, out[i], m);
      if (seen.insert({next.hands[0], next.hands[1], next.to_move}).second) out.push_back(next);
    }
  return out;
}

// The value for the mover of playing `move` in `position`, with perfect play after it.
ChopsticksValue after(const ChopsticksTable& table, const ChopsticksPosition& position,
                      const ChopsticksMove& move) {
  // Once the game is over the position keeps its last mover to move: the other's hands are
  // weighed for the other, as the table's best_move does.
  const ChopsticksPosition next = *play(table.rules(), position, move);
  const size_t me = static_cast<size_t>(position.to_move);
  return for_the_other(table.value(next.hands[1 - me], next.hands[me]));
}

class ChopsticksLevelTest : public ::testing::TestWithParam<ChopsticksRules> {};

TEST_P(ChopsticksLevelTest, PerfectKeepsEveryWonAndDrawnPositionAndResistsLongestWhenLost) {
  const ChopsticksTable table(GetParam());
  ChopsticksPlayer perfect(table, ChopsticksLevel::perfect, 1);
  int positions = 0;
  for (const ChopsticksPosition& p : reachable(GetParam())) {
    if (p.is_over()) continue;
    ++positions;
    const ChopsticksValue before = table.value(p);
    const ChopsticksMove move = perfect.choose(p);
    ASSERT_FALSE(rule_error(GetParam(), p, move)) << "an illegal move";
    const ChopsticksValue value = after(table, p, move);
    EXPECT_EQ(value.outcome, before.outcome) << "the value is kept, with perfect play";
    if (before.outcome == ForMover::loss) {
      // The longest resistance: no other move loses more slowly.
      for (const ChopsticksMove& m : legal_moves(GetParam(), p))
        EXPECT_LE(after(table, p, m).moves, value.moves);
    }
    if (before.outcome == ForMover::win) {
      // The quickest win.
      for (const ChopsticksMove& m : legal_moves(GetParam(), p)) {
        const ChopsticksValue other = after(table, p, m);
        if (other.outcome == ForMover::win) {
          EXPECT_GE(other.moves, value.moves);
        }
      }
    }
  }
  EXPECT_GT(positions, 10);
}

TEST_P(ChopsticksLevelTest, EasyIsTheSameForASeedAndSometimesNotPerfect) {
  const ChopsticksTable table(GetParam());
  const std::vector<ChopsticksPosition> all = reachable(GetParam());
  ChopsticksPlayer perfect(table, ChopsticksLevel::perfect, 5);
  ChopsticksPlayer easy(table, ChopsticksLevel::easy, 5);
  ChopsticksPlayer again(table, ChopsticksLevel::easy, 5);
  ChopsticksPlayer other_seed(table, ChopsticksLevel::easy, 6);
  int differs_from_perfect = 0;
  int differs_by_seed = 0;
  int open = 0;
  // Three rounds over the positions: easy's random source moves on between its choices.
  for (int round = 0; round < 3; ++round)
    for (const ChopsticksPosition& p : all) {
      if (p.is_over()) continue;
      ++open;
      const ChopsticksMove move = easy.choose(p);
      ASSERT_FALSE(rule_error(GetParam(), p, move)) << "an illegal move";
      EXPECT_EQ(again.choose(p), move) << "the same seed, the same move";
      differs_from_perfect += move != perfect.choose(p);
      differs_by_seed += other_seed.choose(p) != move;
    }
  EXPECT_GT(differs_from_perfect, 0) << "easy sometimes plays another move than perfect";
  EXPECT_LT(differs_from_perfect, open / 2) << "and mostly the same";
  EXPECT_GT(differs_by_seed, 0) << "another seed, another game";
}

INSTANTIATE_TEST_SUITE_P(EveryVariant, ChopsticksLevelTest,
                         ::testing::ValuesIn(all_chopsticks_rules()));

TEST(ChopsticksLevelNames, StableAndFrench) {
  EXPECT_EQ(chopsticks_level_from_name("easy"), ChopsticksLevel::easy);
  EXPECT_EQ(chopsticks_level_from_name("facile"), ChopsticksLevel::easy);
  EXPECT_EQ(chopsticks_level_from_name("perfect"), ChopsticksLevel::perfect);
  EXPECT_EQ(chopsticks_level_from_name("parfait"), ChopsticksLevel::perfect);
  EXPECT_EQ(chopsticks_level_from_name("medium"), std::nullopt);
  EXPECT_STREQ(chopsticks_level_name(ChopsticksLevel::perfect), "perfect");
  EXPECT_EQ(chopsticks_level_names(), (std::vector<std::string>{"easy", "perfect"}));
}

}  // namespace
}  // namespace lucas
