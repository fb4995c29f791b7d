// The record writer, end to end with the reader and the referee: what it writes reads back and
// checks with no diagnostic.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "check/checker.h"
#include "game/position.h"
#include "record/reader.h"
#include "record/writer.h"
#include "support/positions.h"

namespace lucas {
namespace {

PlayedDotsAndBoxes game_of(const Board& board, std::vector<Line> lines) {
  PlayedDotsAndBoxes game{"Partie à l'école", board, false, {"Mia", "Noé"}, {"M", "N"},
                          std::move(lines),   {}};
  return game;
}

std::array<int, 2> final_score(const Board& board, const std::vector<Line>& lines) {
  Position position(board);
  for (const Line line : lines) position.play(line);
  return {position.score(Player::first), position.score(Player::second)};
}

TEST(WriterTest, TheWorksheetGameIsWrittenAsTheWorksheetWritesIt) {
  const Board board(3, 4);
  const char* played[] = {"A-B", "B-C", "C-G", "G-F", "F-E", "E-A", "B-F", "C-D", "D-H",
                          "G-H", "E-I", "I-J", "J-K", "F-J", "G-K", "K-L", "H-L"};
  std::vector<Line> lines;
  for (const char* name : played) {
    const auto parsed = parse_line(board, name);
    ASSERT_TRUE(parsed.line) << name;
    lines.push_back(*parsed.line);
  }
  PlayedDotsAndBoxes game = game_of(board, lines);
  game.title = "Mia et Noé";
  game.comments = {"lucas play, 2 joueurs"};
  const std::string text = record_text(game);
  EXPECT_NE(text.find("# lucas play, 2 joueurs\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  - {name: Noé, initial: N}\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  - {by: M, line: A-B, next: N}\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  - {by: M, line: B-F, boxes: [1, 2], score: {M: 2, N: 0}, next: M}\n"),
            std::string::npos)
      << text;
  // The last move of a finished game names nobody to play next.
  EXPECT_NE(text.find("  - {by: M, line: H-L, boxes: [6], score: {M: 4, N: 2}}\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("result: {M: 4, N: 2}"), std::string::npos) << text;
  const CheckResult result = check_text(text);
  EXPECT_EQ(result.status, Status::finished);
  EXPECT_TRUE(result.diagnostics.empty());
}

// Whatever the board and the game, the record written checks, with the game's own score.
TEST(WriterTest, EveryWrittenGameChecksWithItsScore) {
  std::mt19937 random(20261201);
  const Board boards[] = {Board(2, 2),
                          Board(3, 4),
                          Board(4, 6, Border::swedish),
                          Board(5, 3, Border::icelandic),
                          Board(8, 8),
                          Board(Grid::triangle, 3),
                          Board(Grid::triangle, 8, Border::swedish),
                          Board(Grid::hexagon, 1),
                          Board(Grid::hexagon, 3)};
  for (const Board& board : boards) {
    for (int round = 0; round < 20; ++round) {
      std::vector<Line> lines = testing::random_game(board, random);
      // Every other game stops part-way: an interrupted record.
      const bool whole = round % 2 == 0;
      if (!whole) lines.resize(std::max<size_t>(1, lines.size() * static_cast<size_t>(round) / 20));
      PlayedDotsAndBoxes game = game_of(board, lines);
      game.misere = round % 4 == 1;
      const std::string text = record_text(game);
      const CheckResult result = check_text(text);
      ASSERT_EQ(result.status, whole ? Status::finished : Status::interrupted) << text;
      EXPECT_TRUE(result.diagnostics.empty()) << text;
      EXPECT_EQ(std::get<DotsAndBoxesReplay>(result.replay).score, final_score(board, lines))
          << text;
      ASSERT_TRUE(result.record);
      const auto& own = std::get<DotsAndBoxesRecord>(result.record->part);
      EXPECT_EQ(own.misere, game.misere);
      EXPECT_EQ(own.board, board.shape());
      EXPECT_EQ(static_cast<int>(result.record->moves.size()), static_cast<int>(lines.size()));
      EXPECT_EQ(whole, own.result.has_value()) << text;
    }
  }
}

// Names are the pupils' own: characters that mean something in YAML stay in the name.
TEST(WriterTest, NamesAndTitlesSurviveAsTyped) {
  const Board board(2, 3);
  const std::string names[] = {"Anne: la 1re", "#Zoé",    "'Léa'",    "- Maël", "~",
                               "yes",          "\"Noé\"", "Ève [CM1]"};
  std::mt19937 random(7);
  for (const std::string& name : names) {
    PlayedDotsAndBoxes game = game_of(board, testing::random_game(board, random));
    game.names[0] = name;
    game.title = name;
    game.initials = {"É", "N"};
    const std::string text = record_text(game);
    const RecordReading reading = read_record(text);
    ASSERT_TRUE(reading.record) << text;
    EXPECT_EQ(reading.record->players[0].name, name) << text;
    EXPECT_EQ(reading.record->players[0].initial, "É") << text;
    EXPECT_EQ(reading.record->title, name) << text;
    EXPECT_EQ(check_text(text).status, Status::finished) << text;
  }
}

}  // namespace
}  // namespace lucas

namespace lucas {
namespace {

// A game of Chopsticks played by a seeded random player: its moves, at most `limit` of them.
std::vector<ChopsticksMove> random_hands_game(const ChopsticksRules& rules, std::uint64_t seed,
                                              size_t limit) {
  std::mt19937_64 random(seed);
  ChopsticksPosition position = ChopsticksPosition::start(2);
  std::vector<ChopsticksMove> moves;
  while (!position.is_over() && moves.size() < limit) {
    const auto legal = legal_moves(rules, position);
    moves.push_back(legal[random() % legal.size()]);
    position = *play(rules, position, moves.back());
  }
  return moves;
}

PlayedChopsticks hands_game(const ChopsticksRules& rules, std::vector<ChopsticksMove> moves) {
  PlayedChopsticks game;
  game.title = "Lina et Noé à la récréation";
  game.rules = rules;
  game.names = {"Lina", "Noé"};
  game.initials = {"L", "N"};
  game.moves = std::move(moves);
  return game;
}

TEST(WriterTest, AChopsticksGameIsWrittenAsTheRecordFormatWritesIt) {
  PlayedChopsticks game = hands_game(
      {}, {ChopsticksMove::touch(Hand::left, Hand::right, 1), ChopsticksMove::split({3, 0})});
  game.rules.suicide = true;
  game.comments = {"lucas play, à deux"};
  EXPECT_EQ(record_text(game),
            "# lucas play, à deux\n\n"
            "title: Lina et Noé à la récréation\n"
            "game: chopsticks\n"
            "rules: {end: cutoff, splits: yes, resurrection: yes, suicide: yes}\n"
            "players:\n"
            "  - {name: Lina, initial: L}\n"
            "  - {name: Noé, initial: N}\n"
            "moves:\n"
            "  - {by: L, touch: G-D, hands: {L: 1-1, N: 1-2}, next: N}\n"
            "  - {by: N, split: 3-0, hands: {L: 1-1, N: 3-0}, next: L}\n");
}

// Every variant, games finished, stopped part-way and drawn: read back by the reader and checked
// by the referee, with no diagnostic, the status and the hands the moves give.
TEST(WriterTest, EveryChopsticksRecordWrittenChecksWithItsStatus) {
  for (const ChopsticksRules& rules : all_chopsticks_rules())
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const std::vector<ChopsticksMove> whole = random_hands_game(rules, seed, 400);
      ChopsticksPosition end = ChopsticksPosition::start(2);
      for (const ChopsticksMove& m : whole) end = *play(rules, end, m);
      for (const size_t cut : {size_t{0}, whole.size() / 2, whole.size()}) {
        PlayedChopsticks game = hands_game(rules, {whole.begin(), whole.begin() + cut});
        ChopsticksPosition at = ChopsticksPosition::start(2);
        for (const ChopsticksMove& m : game.moves) at = *play(rules, at, m);
        for (const bool draw : {false, true}) {
          if (draw && at.is_over()) continue;
          game.draw = draw;
          const std::string text = record_text(game);
          const CheckResult r = check_text(text);
          SCOPED_TRACE(text);
          ASSERT_TRUE(r.record);
          ASSERT_EQ(r.record->game(), Game::chopsticks);
          EXPECT_EQ(std::get<ChopsticksRecord>(r.record->part).rules, rules);
          EXPECT_TRUE(r.diagnostics.empty()) << code_name(r.diagnostics.front().code);
          EXPECT_EQ(r.moves_checked(), static_cast<int>(cut));
          EXPECT_EQ(r.status, at.is_over() || draw ? Status::finished : Status::interrupted);
          const auto& replay = std::get<ChopsticksReplay>(r.replay);
          EXPECT_EQ(replay.agreed_draw, draw);
          EXPECT_EQ(replay.hands.hands, at.hands);
        }
      }
    }
}

}  // namespace
}  // namespace lucas
