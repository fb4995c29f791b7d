#include "game/position.h"

#include <gtest/gtest.h>

#include "support/positions.h"

namespace lucas {
namespace {

using testing::line;

// The worksheet: after A-B, B-C, C-G, G-F, F-E, E-A, Mia's B-F completes boxes 1 and 2 at once and
// she plays once more.
TEST(PositionTest, OneLineCompletesTwoBoxesAndGivesOneMoreMove) {
  const Board board(3, 4);
  Position pos(board);
  for (const char* l : {"A-B", "B-C", "C-G", "G-F", "F-E", "E-A"}) {
    const Play play = pos.play(line(board, l));
    EXPECT_EQ(play.completed_count, 0) << l;
  }
  EXPECT_EQ(pos.to_move(), Player::first);
  const Play play = pos.play(line(board, "B-F"));
  ASSERT_EQ(play.completed_count, 2);
  EXPECT_EQ(play.completed[0], Box{0});
  EXPECT_EQ(play.completed[1], Box{1});
  EXPECT_EQ(pos.owner(Box{1}), Player::first);  // although the second player drew two of its sides
  EXPECT_EQ(pos.score(Player::first), 2);
  EXPECT_EQ(play.next, Player::first);
  EXPECT_EQ(pos.drawn_at(line(board, "F-B")), 7);
}

TEST(PositionTest, LargeContourScoresNothing) {
  const Board board(3, 4);
  Position pos(board);
  for (const char* l : {"A-B", "B-C", "C-G", "G-F", "F-E", "E-A"}) pos.play(line(board, l));
  EXPECT_EQ(pos.score(Player::first) + pos.score(Player::second), 0);
  EXPECT_FALSE(pos.owner(Box{0}));
  EXPECT_EQ(pos.sides_drawn(Box{0}), 3);
}

TEST(PositionTest, SwedishGameHasTwentyFourMoves) {
  const Board board(5, 5, Border::swedish);
  Position pos(board);
  int moves = 0;
  for (int i = 0; i < board.line_count(); ++i) {
    if (pos.is_drawn(Line{i})) {
      EXPECT_EQ(pos.drawn_at(Line{i}), Position::kPredrawn);
      continue;
    }
    pos.play(Line{i});
    ++moves;
  }
  EXPECT_EQ(moves, 24);
  EXPECT_TRUE(pos.is_over());
  EXPECT_EQ(pos.score(Player::first) + pos.score(Player::second), 16);
}

}  // namespace
}  // namespace lucas
