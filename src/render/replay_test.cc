#include "render/replay.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/notation.h"

namespace lucas::render {
namespace {

// 1x3 boxes:  A B C D
//             E F G H
// Mia draws A-B, Noé E-F and B-C, Mia A-E (completes nothing yet: box 1 has three sides)...
// only the grouping and the drawing matter here, so the captions are the move numbers.
ReplayedGame game_of(const Board& board, const std::vector<std::pair<Player, const char*>>& moves) {
  ReplayedGame game;
  game.board = &board;
  game.title = "Partie";
  game.names = {"Mia", "Noé"};
  game.initials = {"M", "N"};
  for (const auto& [player, name] : moves) {
    const int number = static_cast<int>(game.moves.size()) + 1;
    game.moves.push_back(
        {number, player, *parse_line(board, name).line, "move " + std::to_string(number), {}});
  }
  game.moves_read = static_cast<int>(game.moves.size());
  game.verdict = "verdict";
  return game;
}

const Player kMia = Player::first;
const Player kNoe = Player::second;

std::vector<std::string> captions(const ReplayFrames& replay) {
  std::vector<std::string> out;
  for (const Frame& frame : replay.frames) out.push_back(frame.caption);
  return out;
}

TEST(BuildReplay, OneFramePerMoveThenTheVerdict) {
  const Board board(2, 4);
  const ReplayedGame game = game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}, {kMia, "A-E"}});
  const ReplayFrames replay = build_replay(game, {});
  EXPECT_EQ(replay.title, "Partie");
  EXPECT_EQ(replay.initials[1], "N");
  EXPECT_EQ(captions(replay), (std::vector<std::string>{"move 1", "move 2", "move 3", "verdict"}));
  const Frame& second = replay.frames[1];
  EXPECT_EQ(second.first_move, 2);
  ASSERT_EQ(second.diagram.lines.size(), 2u);
  EXPECT_EQ(second.diagram.lines[1].ink, Ink::second);
  EXPECT_EQ(second.diagram.lines[1].label, 2);
  EXPECT_TRUE(second.diagram.lines[1].newest);
  EXPECT_FALSE(second.diagram.lines[0].newest);
  EXPECT_EQ(replay.frames.back().kind, Frame::Kind::verdict);
  EXPECT_EQ(replay.frames.back().last_move, 3);
  EXPECT_EQ(replay.frames.back().diagram.lines.size(), 3u);
}

TEST(BuildReplay, ATurnIsAPlayersRunOfMoves) {
  const Board board(2, 4);
  // Noé completes box 1 (A B F E) with A-E and plays again.
  const ReplayedGame game =
      game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}, {kMia, "B-F"}, {kNoe, "A-E"}, {kNoe, "C-D"}});
  ReplayOptions options;
  options.every = Every::turn;
  const ReplayFrames replay = build_replay(game, options);
  EXPECT_EQ(captions(replay),
            (std::vector<std::string>{"move 1", "move 2", "move 3", "move 4 move 5", "verdict"}));
  const Frame& turn = replay.frames[3];
  EXPECT_EQ(turn.first_move, 4);
  EXPECT_EQ(turn.last_move, 5);
  ASSERT_EQ(turn.diagram.boxes.size(), 1u);
  EXPECT_EQ(turn.diagram.boxes[0].initial, "N");
  EXPECT_EQ(turn.diagram.boxes[0].ink, Ink::second);
}

TEST(BuildReplay, AWrongInitialIsCircledAtItsMoveOnly) {
  const Board board(2, 4);
  ReplayedGame game =
      game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}, {kMia, "B-F"}, {kNoe, "A-E"}, {kNoe, "C-D"}});
  game.moves[3].disputed = {Box{0}};
  const ReplayFrames replay = build_replay(game, {});
  ASSERT_EQ(replay.frames[3].diagram.boxes.size(), 1u);
  EXPECT_TRUE(replay.frames[3].diagram.boxes[0].disputed);
  ASSERT_EQ(replay.frames[4].diagram.boxes.size(), 1u);
  EXPECT_FALSE(replay.frames[4].diagram.boxes[0].disputed);
}

TEST(BuildReplay, TheErrorFrameComesBeforeTheVerdict) {
  const Board board(2, 4);
  ReplayedGame game = game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}});
  game.moves_read = 4;
  game.error = ReplayedError{3, ErrorLine{Point{0, 0}, Point{1, 1}, true}, "error"};
  const ReplayFrames replay = build_replay(game, {});
  EXPECT_EQ(captions(replay), (std::vector<std::string>{"move 1", "move 2", "error", "verdict"}));
  const Frame& error = replay.frames[2];
  EXPECT_EQ(error.kind, Frame::Kind::error);
  EXPECT_EQ(error.first_move, 3);
  ASSERT_TRUE(error.diagram.error);
  EXPECT_TRUE(error.diagram.error->impossible);
  EXPECT_FALSE(error.diagram.lines[1].newest);

  // A range that stops before the end shows neither; one that reaches the error shows both.
  ReplayOptions early;
  early.moves = std::pair{1, 1};
  EXPECT_EQ(captions(build_replay(game, early)), std::vector<std::string>{"move 1"});
  ReplayOptions late;
  late.moves = std::pair{2, 4};
  EXPECT_EQ(captions(build_replay(game, late)),
            (std::vector<std::string>{"move 2", "error", "verdict"}));
  ReplayOptions beyond;
  beyond.moves = std::pair{5, 9};
  EXPECT_EQ(captions(build_replay(game, beyond)), (std::vector<std::string>{}));
}

TEST(BuildReplay, FinalOnlyAndLabels) {
  const Board board(2, 4);
  const ReplayedGame game = game_of(board, {{kMia, "A-B"}, {kNoe, "E-F"}});
  ReplayOptions options;
  options.final_only = true;
  options.labels = DotLabels::coords;
  const ReplayFrames replay = build_replay(game, options);
  ASSERT_EQ(captions(replay), std::vector<std::string>{"verdict"});
  EXPECT_EQ(replay.frames[0].diagram.labels, DotLabels::coords);
}

TEST(BuildReplay, BorderLinesAreDrawnUnnumbered) {
  const Board board(3, 3, Border::swedish);
  const ReplayedGame game = game_of(board, {{kMia, "B-E"}});
  const ReplayFrames replay = build_replay(game, {});
  int border = 0;
  for (const DrawnLine& line : replay.frames[0].diagram.lines) {
    if (line.ink != Ink::border) continue;
    ++border;
    EXPECT_EQ(line.label, 0);
    EXPECT_FALSE(line.newest);
  }
  EXPECT_EQ(border, 8);
}

TEST(BuildReplay, EveryMoveOrTurnByName) {
  EXPECT_EQ(parse_every("move"), Every::move);
  EXPECT_EQ(parse_every("turn"), Every::turn);
  EXPECT_EQ(parse_every("Turn"), std::nullopt);
  EXPECT_EQ(parse_every("tour"), std::nullopt);
  EXPECT_EQ(every_names(), (std::vector<std::string>{"move", "turn"}));
}

}  // namespace
}  // namespace lucas::render
