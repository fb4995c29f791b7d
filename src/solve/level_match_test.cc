#include "solve/level_match.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(LevelMatch, TotalsEqualTheGamesAndStartsAlternate) {
  const Board board(4, 4);
  int played = 0;
  const MatchTally tally =
      play_match(board, false, {Level::medium, Level::easy}, 7, 5, {}, [&](const LevelGame& g) {
        ++played;
        EXPECT_EQ(g.number, played);
        EXPECT_EQ(g.starts, (g.number - 1) % 2);
        EXPECT_EQ(static_cast<int>(g.lines.size()), board.playable_line_count());
        EXPECT_EQ(g.boxes[0] + g.boxes[1], board.box_count());
        return true;
      });
  EXPECT_EQ(played, 7);
  EXPECT_EQ(tally.games, 7);
  EXPECT_FALSE(tally.stopped);
  for (const SideTally& side : tally.sides) EXPECT_EQ(side.games(), 7);
  EXPECT_EQ(tally.sides[0].wins, tally.sides[1].losses);
  EXPECT_EQ(tally.sides[0].draws, tally.sides[1].draws);
  EXPECT_EQ(tally.sides[0].margin, -tally.sides[1].margin);
}

TEST(LevelMatch, SameSeedSameGamesOtherSeedOthers) {
  const Board board(4, 4);
  std::vector<std::vector<Line>> first, again, other;
  auto keep = [](std::vector<std::vector<Line>>& into) {
    return [&into](const LevelGame& g) {
      into.push_back(g.lines);
      return true;
    };
  };
  play_match(board, false, {Level::easy, Level::hard}, 4, 11, {}, keep(first));
  play_match(board, false, {Level::easy, Level::hard}, 4, 11, {}, keep(again));
  play_match(board, false, {Level::easy, Level::hard}, 4, 12, {}, keep(other));
  EXPECT_EQ(first, again);
  EXPECT_NE(first, other);
}

TEST(LevelMatch, OnGameStopsTheMatch) {
  const Board board(3, 3);
  const MatchTally tally = play_match(board, false, {Level::easy, Level::easy}, 10, 1, {},
                                      [](const LevelGame& g) { return g.number < 3; });
  EXPECT_EQ(tally.games, 3);
  EXPECT_TRUE(tally.stopped);
  // Stopping after the last game is no stop.
  const MatchTally whole = play_match(board, false, {Level::easy, Level::easy}, 3, 1, {},
                                      [](const LevelGame& g) { return g.number < 3; });
  EXPECT_EQ(whole.games, 3);
  EXPECT_FALSE(whole.stopped);
}

TEST(LevelMatch, ARaisedStopFlagPlaysNoGame) {
  const Board board(3, 3);
  const std::atomic<bool> stop{true};
  const MatchTally tally =
      play_match(board, false, {Level::easy, Level::easy}, 10, 1, SolveBudget{.stop = &stop});
  EXPECT_EQ(tally.games, 0);
  EXPECT_TRUE(tally.stopped);
}

// In a misère game the side with fewer boxes wins.
TEST(LevelMatch, MisereCountsFewerBoxesAsAWin) {
  const Board board(4, 4);
  const MatchTally tally =
      play_match(board, true, {Level::medium, Level::easy}, 6, 3, {}, [&](const LevelGame& g) {
        EXPECT_NE(g.boxes[0], g.boxes[1]);  // 9 boxes: no draw
        return true;
      });
  int fewer = 0;
  play_match(board, true, {Level::medium, Level::easy}, 6, 3, {}, [&](const LevelGame& g) {
    fewer += g.boxes[0] < g.boxes[1] ? 1 : 0;
    return true;
  });
  EXPECT_EQ(tally.sides[0].wins, fewer);
  EXPECT_EQ(tally.sides[0].losses, 6 - fewer);
}

}  // namespace
}  // namespace lucas
