// The record reader on Chopsticks records: `game:`, `rules:`, touches, splits, the short forms,
// `hands` claims, circles of players and `result`.
#include <gtest/gtest.h>

#include "record/reader.h"

namespace lucas {
namespace {

const std::string kChopsticksHeader =
    "game: chopsticks\nplayers:\n  - {name: Lina, initial: L}\n  - {name: Sami, initial: S}\n";

TEST(ChopsticksReaderTest, ReadsTheIssuesExample) {
  const RecordReading r = read_record(
      "game: chopsticks\nrules: {end: rollover, splits: no, resurrection: no, suicide: yes}\n"
      "players:\n  - {name: Lina, initial: L}\n  - {name: Sami, initial: S}\n"
      "moves:\n  - {by: L, touch: G-D}\n  - {by: S, touch: D-D, hands: {L: 1-2, S: 1-1}}\n"
      "  - {by: L, split: 0-3}\n  - \"S G-G\"\n  - \"L 2-1\"\n  - {by: S, touch: D-G, to: L}\n"
      "  - \"L D-G S\"\nresult: {winner: S}\n");
  ASSERT_TRUE(r.record) << (r.diagnostics.empty() ? "" : r.diagnostics[0].message.key);
  const Record& rec = *r.record;
  ASSERT_EQ(rec.game(), Game::chopsticks);
  const auto& own = std::get<ChopsticksRecord>(rec.part);
  EXPECT_EQ(own.rules, (ChopsticksRules{HandEnd::rollover, false, false, true}));
  const auto move = [&](size_t i) { return std::get<ChopsticksClaims>(rec.moves[i].part); };
  ASSERT_EQ(rec.moves.size(), 7u);
  EXPECT_EQ(move(0).hand_move, "G-D");
  EXPECT_FALSE(move(0).split);
  ASSERT_TRUE(move(1).hands);
  EXPECT_EQ((*move(1).hands)[0].player, "L");
  EXPECT_EQ((*move(1).hands)[0].written, "1-2");
  EXPECT_EQ(move(2).hand_move, "0-3");
  EXPECT_TRUE(move(2).split);
  EXPECT_EQ(rec.moves[3].by, "S");
  EXPECT_EQ(move(3).hand_move, "G-G");
  EXPECT_FALSE(move(3).split);
  EXPECT_TRUE(move(4).split);
  EXPECT_EQ(move(5).to, "L");
  EXPECT_EQ(move(6).hand_move, "D-G");
  EXPECT_EQ(move(6).to, "S");
  ASSERT_TRUE(own.winner);
  EXPECT_EQ(*own.winner, "S");
}

TEST(ChopsticksReaderTest, DefaultsAreThePagesStandardRules) {
  const RecordReading r = read_record(kChopsticksHeader + "moves: [L G-D]\nresult: draw\n");
  ASSERT_TRUE(r.record);
  const auto& own = std::get<ChopsticksRecord>(r.record->part);
  EXPECT_EQ(own.rules, ChopsticksRules{});
  ASSERT_TRUE(own.winner);
  EXPECT_FALSE(*own.winner);
}

TEST(ChopsticksReaderTest, NoMovesIsTheStart) {
  const RecordReading r = read_record(kChopsticksHeader + "moves: []\n");
  ASSERT_TRUE(r.record);
  EXPECT_TRUE(r.record->moves.empty());
}

TEST(ChopsticksReaderTest, NoGameIsDotsAndBoxes) {
  const RecordReading r = read_record(
      "game: dots-and-boxes\nboard: {dots: 3x4}\nplayers: [{name: Mia}, {name: Noé}]\n"
      "moves: [M A-B]\n");
  ASSERT_TRUE(r.record);
  EXPECT_EQ(r.record->game(), Game::dots_and_boxes);
}

TEST(ChopsticksReaderTest, ACircleOfPlayersFromTwoToEight) {
  const auto players = [](int n) {
    std::string text = "game: chopsticks\nplayers:\n";
    const char* names[] = {"Ana", "Ben", "Cyr", "Dan", "Eva", "Fred", "Gus", "Hugo", "Ida"};
    for (int i = 0; i < n; ++i) text += std::string("  - {name: ") + names[i] + "}\n";
    return read_record(text + "moves: [A G-D B]\n");
  };
  EXPECT_TRUE(players(2).record);
  EXPECT_TRUE(players(3).record);
  const RecordReading eight = players(8);
  ASSERT_TRUE(eight.record);
  EXPECT_EQ(eight.record->players.size(), 8u);
  EXPECT_EQ(eight.record->players[7].name, "Hugo");
  EXPECT_EQ(players(9).diagnostics[0].message.key, "diag.circle-players");
  EXPECT_EQ(players(1).diagnostics[0].message.key, "diag.circle-players");
}

TEST(ChopsticksReaderTest, ThirdPlayerMayNotShareAName) {
  const RecordReading r = read_record(
      "game: chopsticks\nplayers: [{name: Lina}, {name: Sami}, {name: lina, initial: X}]\n"
      "moves: [L G-D S]\n");
  ASSERT_FALSE(r.record);
  EXPECT_EQ(r.diagnostics[0].message.key, "diag.same-name-written");
}

struct Slip {
  std::string name;
  std::string text;
  Code code;
  std::string key;
};

void PrintTo(const Slip& s, std::ostream* os) { *os << s.name; }

class ChopsticksReaderSlipTest : public ::testing::TestWithParam<Slip> {};

TEST_P(ChopsticksReaderSlipTest, Diagnosed) {
  const RecordReading r = read_record(GetParam().text);
  EXPECT_FALSE(r.record);
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(code_name(r.diagnostics[0].code), code_name(GetParam().code));
  EXPECT_EQ(r.diagnostics[0].message.key, GetParam().key);
}

INSTANTIATE_TEST_SUITE_P(
    Slips, ChopsticksReaderSlipTest,
    ::testing::Values(
        Slip{"UnknownGame", "game: chess\n" + kChopsticksHeader.substr(17) + "moves: [L G-D]\n",
             Code::unknown_game, "diag.unknown-game"},
        Slip{"MisspeltGame",
             "game: chopstick\n" + kChopsticksHeader.substr(17) + "moves: [L G-D]\n",
             Code::unknown_game, "diag.unknown-game-guess"},
        Slip{"BoardInChopsticks", kChopsticksHeader + "board: {dots: 3x4}\nmoves: [L G-D]\n",
             Code::unknown_key, "diag.unknown-key"},
        Slip{"RulesInDotsAndBoxes",
             "board: {dots: 3x4}\nrules: {end: cutoff}\nplayers: [{name: Mia}, {name: Noé}]\n"
             "moves: [M A-B]\n",
             Code::unknown_key, "diag.unknown-key"},
        Slip{"UnknownEnd", kChopsticksHeader + "rules: {end: loop}\nmoves: [L G-D]\n",
             Code::bad_rules, "diag.bad-end"},
        Slip{"MisspeltEnd", kChopsticksHeader + "rules: {end: rolover}\nmoves: [L G-D]\n",
             Code::bad_rules, "diag.bad-end-guess"},
        Slip{"MisspeltRule", kChopsticksHeader + "rules: {split: no}\nmoves: [L G-D]\n",
             Code::unknown_key, "diag.unknown-key-guess"},
        Slip{"RulesNotAMap", kChopsticksHeader + "rules: cutoff\nmoves: [L G-D]\n",
             Code::wrong_type, "diag.wrong-type"},
        Slip{"SplitsNotABoolean", kChopsticksHeader + "rules: {splits: maybe}\nmoves: [L G-D]\n",
             Code::wrong_type, "diag.not-a-boolean"},
        Slip{"NeitherTouchNorSplit", kChopsticksHeader + "moves: [{by: L}]\n", Code::missing_field,
             "diag.touch-or-split"},
        Slip{"TouchAndSplit", kChopsticksHeader + "moves: [{by: L, touch: G-D, split: 2-0}]\n",
             Code::wrong_type, "diag.touch-and-split"},
        Slip{"LineInChopsticks", kChopsticksHeader + "moves: [{by: L, line: A-B}]\n",
             Code::unknown_key, "diag.unknown-key"},
        Slip{"ShortFormAlone", kChopsticksHeader + "moves: [L]\n", Code::wrong_type,
             "diag.hand-move-string"},
        Slip{"ShortFormTooLong", kChopsticksHeader + "moves: [\"L G-D S X\"]\n", Code::wrong_type,
             "diag.hand-move-string"},
        Slip{"HandsNotAMap", kChopsticksHeader + "moves: [{by: L, touch: G-D, hands: [1-2]}]\n",
             Code::wrong_type, "diag.wrong-type"},
        Slip{"ResultAScore", kChopsticksHeader + "moves: [L G-D]\nresult: {L: 1}\n",
             Code::missing_field, "diag.missing-field"},
        Slip{"ResultAWord", kChopsticksHeader + "moves: [L G-D]\nresult: nul\n", Code::wrong_type,
             "diag.chopsticks-result"}));

}  // namespace
}  // namespace lucas
