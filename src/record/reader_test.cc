#include "record/reader.h"

#include <gtest/gtest.h>

#include <limits>

#include "text/catalogue.h"

namespace lucas {
namespace {

const char* kHeader =
    "board: {dots: 3x4}\nplayers:\n  - {name: Mia, initial: M}\n  - {name: Noé, initial: N}\n";

TEST(ReaderTest, ReadsBothMoveFormsAndClaims) {
  const RecordReading r = read_record(std::string("title: Mia et Noé\n") + kHeader +
                                      "moves:\n  - \"M A-B\"\n  - {by: Noé, line: b-c, boxes: {4: "
                                      "N}, score: {M: 0, Noé: 1}, next: ~}\n"
                                      "result: {M: 4, N: 2}\n");
  ASSERT_TRUE(r.record) << (r.diagnostics.empty() ? "" : r.diagnostics[0].message.key);
  const Record& rec = *r.record;
  EXPECT_EQ(rec.title, "Mia et Noé");
  const auto& own = std::get<DotsAndBoxesRecord>(rec.part);
  EXPECT_EQ(own.board.rows, 3);
  EXPECT_EQ(own.board.cols, 4);
  EXPECT_EQ(rec.players[1].name, "Noé");
  ASSERT_EQ(rec.moves.size(), 2u);
  EXPECT_EQ(rec.moves[0].by, "M");
  EXPECT_EQ(std::get<DotsAndBoxesClaims>(rec.moves[0].part).line, "A-B");
  EXPECT_EQ(rec.moves[0].mark, (Mark{7, 5}));
  const Move& move = rec.moves[1];
  const auto& m = std::get<DotsAndBoxesClaims>(move.part);
  ASSERT_TRUE(m.boxes);
  EXPECT_EQ((*m.boxes)[0].number, 4);
  EXPECT_EQ((*m.boxes)[0].initial, "N");
  ASSERT_TRUE(m.score);
  EXPECT_EQ((*m.score)[1].player, "Noé");
  EXPECT_EQ((*m.score)[1].boxes, 1);
  ASSERT_TRUE(move.next);
  EXPECT_FALSE(*move.next);
  ASSERT_TRUE(own.result);
}

// The whole record is named in words, never by a key it does not have ("'record' must be").
TEST(ReaderTest, ARecordOfTheWrongKindIsNamedInWords) {
  const RecordReading r = read_record("- a\n");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(Catalogue::get("fr").format(r.diagnostics[0].message),
            "le relevé doit être une table clé: valeur, pas une liste");
  EXPECT_EQ(Catalogue::get("en").format(r.diagnostics[0].message),
            "the record must be a map of key: value, not a list");
  // An empty file is a record's, not a template's, in its words.
  const RecordReading empty = read_record("# rien\n");
  ASSERT_EQ(empty.diagnostics.size(), 1u);
  EXPECT_EQ(Catalogue::get("fr").format(empty.diagnostics[0].message),
            "le fichier est vide : un relevé demande board, players et moves");
  // A field keeps its key's name.
  const RecordReading field = read_record("board: [3, 4]\nplayers: [Mia, Noé]\nmoves: []\n");
  ASSERT_FALSE(field.diagnostics.empty());
  EXPECT_EQ(Catalogue::get("en").format(field.diagnostics[0].message).rfind("'board' must be", 0),
            0u);
}

TEST(ReaderTest, BoxesSizeAndInitialsByDefault) {
  const RecordReading r = read_record(
      "board: {boxes: 4x4, border: icelandic}\nmisere: true\nplayers: [{name: ana}, {name: "
      "Ben}]\nmoves: [a a1-b1]\n");
  ASSERT_TRUE(r.record);
  const auto& own = std::get<DotsAndBoxesRecord>(r.record->part);
  EXPECT_EQ(own.board.rows, 5);
  EXPECT_EQ(own.board.border, Border::icelandic);
  EXPECT_TRUE(own.misere);
  EXPECT_EQ(r.record->players[0].initial, "A");
  EXPECT_EQ(r.record->players[1].initial, "B");
}

// A name alone is a player: its initial is its first letter, as {name: …} without one.
TEST(ReaderTest, APlayerMayBeANameAlone) {
  const RecordReading r =
      read_record("board: {dots: 3x4}\nplayers: [Mia, {name: Noé, initial: O}]\nmoves: [M A-B]\n");
  ASSERT_TRUE(r.record);
  EXPECT_EQ(r.record->players[0].name, "Mia");
  EXPECT_EQ(r.record->players[0].initial, "M");
  EXPECT_EQ(r.record->players[1].initial, "O");
  const RecordReading chopsticks =
      read_record("game: chopsticks\nplayers:\n  - Lina\n  - Sami\nmoves: [L G-D]\n");
  ASSERT_TRUE(chopsticks.record);
  EXPECT_EQ(chopsticks.record->players[1].name, "Sami");
  EXPECT_EQ(chopsticks.record->players[1].initial, "S");
}

// A game not yet begun is a record like any other: the empty board, nobody has played.
TEST(ReaderTest, NoMovesIsTheEmptyBoard) {
  const RecordReading r = read_record(std::string(kHeader) + "moves: []\n");
  ASSERT_TRUE(r.record);
  EXPECT_TRUE(r.diagnostics.empty());
  EXPECT_TRUE(r.record->moves.empty());
  // A null or missing list is still no list of moves.
  EXPECT_FALSE(read_record(std::string(kHeader) + "moves:\n").record);
  EXPECT_FALSE(read_record(kHeader).record);
}

// Each limit on a record's fields, from both sides: at its value the record is read, one past
// it is refused with the field's code. Names and initials are counted in characters.
TEST(ReaderTest, EachFieldLimitHoldsExactlyAtItsValue) {
  const auto code_of = [](const std::string& board, const std::string& first_player,
                          const std::string& move) -> std::string {
    const RecordReading r = read_record("board: {" + board + "}\nplayers: [" + first_player +
                                        ", {name: Noé, initial: N}]\nmoves: [" + move + "]\n");
    if (r.record) return "read";
    return std::string(r.diagnostics.empty() ? "no diagnostic" : code_name(r.diagnostics[0].code));
  };
  const std::string mia = "{name: Mia, initial: M}";
  const std::string move = "M A-B";
  const auto board = [&](const std::string& size) { return code_of(size, mia, "M a1-b1"); };
  EXPECT_EQ(board("dots: 2x2"), "read");
  EXPECT_EQ(board("dots: 50x50"), "read");
  EXPECT_EQ(board("dots: 1x2"), "bad-board");
  EXPECT_EQ(board("dots: 2x1"), "bad-board");
  EXPECT_EQ(board("dots: 51x50"), "bad-board");
  EXPECT_EQ(board("dots: 50x51"), "bad-board");
  EXPECT_EQ(board("boxes: 1x1"), "read");
  EXPECT_EQ(board("boxes: 49x49"), "read");
  EXPECT_EQ(board("boxes: 0x1"), "bad-board");
  EXPECT_EQ(board("boxes: 49x50"), "bad-board");

  const auto player = [&](const std::string& name, const std::string& initial) {
    return code_of("dots: 3x4", "{name: \"" + name + "\", initial: \"" + initial + "\"}", move);
  };
  const auto repeat = [](const std::string& unit, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += unit;
    return out;
  };
  EXPECT_EQ(player(repeat("a", 60), "M"), "read");
  EXPECT_EQ(player(repeat("a", 61), "M"), "bad-players");
  EXPECT_EQ(player(repeat("é", 60), "M"), "read");
  EXPECT_EQ(player(repeat("é", 61), "M"), "bad-players");
  EXPECT_EQ(player("", "M"), "bad-players");
  EXPECT_EQ(player("Mia", repeat("M", 12)), "read");
  EXPECT_EQ(player("Mia", repeat("M", 13)), "bad-players");
  EXPECT_EQ(player("Mia", repeat("É", 12)), "read");
  EXPECT_EQ(player("Mia", repeat("É", 13)), "bad-players");
  EXPECT_EQ(player("Mia", ""), "bad-players");

  // Box numbers and scores are the pupils' claims: whatever the number, the record is read and
  // the checker weighs it (3x4 dots have boxes 1 to 6). A word is still no number.
  const auto claim = [&](const std::string& claims) {
    return code_of("dots: 3x4", mia, "{by: M, line: A-B, " + claims + "}");
  };
  EXPECT_EQ(claim("boxes: [1]"), "read");
  EXPECT_EQ(claim("boxes: [6]"), "read");
  EXPECT_EQ(claim("boxes: [0]"), "read");
  EXPECT_EQ(claim("boxes: [7]"), "read");
  EXPECT_EQ(claim("boxes: [-1]"), "read");
  EXPECT_EQ(claim("boxes: [1, 1]"), "read");
  EXPECT_EQ(claim("score: {M: 0, N: 6}"), "read");
  EXPECT_EQ(claim("score: {M: -1}"), "read");
  EXPECT_EQ(claim("score: {N: 7}"), "read");
  EXPECT_EQ(claim("score: {Zoé: 1}"), "read");
  EXPECT_EQ(claim("next: Zoé"), "read");
  EXPECT_EQ(claim("boxes: [un]"), "wrong-type");
  EXPECT_EQ(claim("score: {M: 1.5}"), "wrong-type");
}

// A misspelt field is one slip, said once: the field it was taken for is not also missing.
TEST(ReaderTest, AMisspeltRequiredFieldIsNotAlsoMissing) {
  const auto codes = [](const std::string& move) {
    const RecordReading r = read_record(std::string(kHeader) + "moves:\n  - " + move + "\n");
    std::string out;
    for (const Diagnostic& d : r.diagnostics) out += std::string(code_name(d.code)) + " ";
    return out;
  };
  EXPECT_EQ(codes("{by: M, lign: A-B}"), "unknown-key ");
  EXPECT_EQ(codes("{by: M, zzzz: A-B}"), "missing-field unknown-key ");
  EXPECT_EQ(codes("{bye: M, line: A-B}"), "unknown-key ");
}

// A claim keeps its number as written, for messages, and its value, never wrapped.
TEST(ReaderTest, ClaimsKeepTheirNumbersAsWritten) {
  const RecordReading r =
      read_record(std::string(kHeader) +
                  "moves:\n  - {by: M, line: A-B, boxes: [+7, -2, 99999999999999999999], score: "
                  "{M: -1, N: -99999999999999999999}}\n");
  ASSERT_TRUE(r.record);
  const auto& m = std::get<DotsAndBoxesClaims>(r.record->moves[0].part);
  ASSERT_EQ(m.boxes->size(), 3u);
  EXPECT_EQ((*m.boxes)[0].number, 7);
  EXPECT_EQ((*m.boxes)[0].written, "+7");
  EXPECT_EQ((*m.boxes)[1].number, -2);
  EXPECT_EQ((*m.boxes)[2].number, std::numeric_limits<long long>::max());
  EXPECT_EQ((*m.boxes)[2].written, "99999999999999999999");
  EXPECT_EQ((*m.score)[0].boxes, -1);
  EXPECT_EQ((*m.score)[1].boxes, std::numeric_limits<long long>::min());
  EXPECT_EQ((*m.score)[1].written, "-99999999999999999999");
}

// A move typed as one string: the player and the line apart by spaces or a tab, blanks around
// them ignored.
TEST(ReaderTest, MoveStringsAsTeachersTypeThem) {
  const auto move = [](const std::string& written) {
    const RecordReading r = read_record(std::string(kHeader) + "moves: [" + written + "]\n");
    if (!r.record) return std::string("unreadable: ") + r.diagnostics[0].message.key;
    return r.record->moves[0].by + "|" + std::get<DotsAndBoxesClaims>(r.record->moves[0].part).line;
  };
  EXPECT_EQ(move("M A-B"), "M|A-B");
  EXPECT_EQ(move("\"N\tB-C\""), "N|B-C");
  EXPECT_EQ(move("\"N \t B-C\""), "N|B-C");
  EXPECT_EQ(move("\"  M A-B  \""), "M|A-B");
  EXPECT_EQ(move("\"\tM\tA-B\t\""), "M|A-B");
  EXPECT_EQ(move("\"Noé   b-c\""), "Noé|b-c");
  EXPECT_EQ(move("\"M\""), "unreadable: diag.move-string");
  EXPECT_EQ(move("\"  M  \""), "unreadable: diag.move-string");
  EXPECT_EQ(move("\"\t\""), "unreadable: diag.move-string");
}

// Names are kept in one Unicode form, and an initial by default is the first letter in capitals.
TEST(ReaderTest, NamesInComposedFormAndInitialsInCapitals) {
  const RecordReading r = read_record(
      "board: {dots: 3x4}\nplayers: [{name: \"e\\u0301loi\\u0308se\"}, {name: zoé, initial: "
      "\"z\\u0301\"}]\nmoves: [É A-B]\n");
  ASSERT_TRUE(r.record);
  EXPECT_EQ(r.record->players[0].name, "éloïse");
  EXPECT_EQ(r.record->players[0].initial, "É");
  EXPECT_EQ(r.record->players[1].name, "zoé");
  EXPECT_EQ(r.record->players[1].initial, "ź");
}

struct Unreadable {
  std::string name;
  std::string text;
  Code code;
  Mark mark;
  std::string key;
};

class ReaderErrorTest : public ::testing::TestWithParam<Unreadable> {};

TEST_P(ReaderErrorTest, Diagnosed) {
  const RecordReading r = read_record(GetParam().text);
  EXPECT_FALSE(r.record);
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(code_name(r.diagnostics[0].code), code_name(GetParam().code));
  EXPECT_EQ(r.diagnostics[0].mark, GetParam().mark);
  EXPECT_EQ(r.diagnostics[0].message.key, GetParam().key);
}

const std::string kMoves = "moves: [M A-B]\n";
const std::string kPlayers = "players: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n";

INSTANTIATE_TEST_SUITE_P(
    Cases, ReaderErrorTest,
    ::testing::Values(
        Unreadable{"syntax", "board: [\n", Code::syntax, {1, 8}, "diag.syntax"},  // at the [
        Unreadable{"empty", "", Code::empty, {}, "diag.empty-record"},
        Unreadable{"comment_only", "# nothing\n", Code::empty, {}, "diag.empty-record"},
        Unreadable{"not_a_map", "- a\n", Code::wrong_type, {1, 1}, "diag.record-wrong-type"},
        Unreadable{
            "missing_board", kPlayers + kMoves, Code::missing_field, {1, 1}, "diag.missing-field"},
        Unreadable{"unknown_key",
                   "bord: {dots: 3x4}\n" + kPlayers + kMoves,
                   Code::unknown_key,
                   {1, 1},
                   "diag.unknown-key-guess"},
        Unreadable{"duplicate_key",
                   "board: {dots: 3x4}\nboard: {dots: 3x4}\n" + kPlayers + kMoves,
                   Code::duplicate_key,
                   {2, 1},
                   "diag.duplicate-key"},
        Unreadable{"board_too_small",
                   "board: {dots: 1x4}\n" + kPlayers + kMoves,
                   Code::bad_board,
                   {1, 15},
                   "diag.board-size"},
        Unreadable{"board_too_large",
                   "board: {dots: 100000x100000}\n" + kPlayers + kMoves,
                   Code::bad_board,
                   {1, 15},
                   "diag.board-size"},
        Unreadable{"board_zero",
                   "board: {boxes: 0x4}\n" + kPlayers + kMoves,
                   Code::bad_board,
                   {1, 16},
                   "diag.board-size"},
        Unreadable{"board_word",
                   "board: {dots: big}\n" + kPlayers + kMoves,
                   Code::bad_board,
                   {1, 15},
                   "diag.bad-size"},
        Unreadable{"board_both",
                   "board: {dots: 3x4, boxes: 2x3}\n" + kPlayers + kMoves,
                   Code::bad_board,
                   {1, 8},
                   "diag.board-both"},
        Unreadable{"border",
                   "board: {dots: 3x4, border: swedsh}\n" + kPlayers + kMoves,
                   Code::bad_board,
                   {1, 28},
                   "diag.bad-border-guess"},
        Unreadable{"one_player",
                   "board: {dots: 3x4}\nplayers: [{name: Mia}]\n" + kMoves,
                   Code::bad_players,
                   {2, 10},
                   "diag.two-players"},
        Unreadable{"three_players",
                   "board: {dots: 3x4}\nplayers: [{name: A}, {name: B}, {name: C}]\n" + kMoves,
                   Code::bad_players,
                   {2, 10},
                   "diag.two-players"},
        Unreadable{"same_initial",
                   "board: {dots: 3x4}\nplayers: [{name: Mia}, {name: Max}]\n" + kMoves,
                   Code::bad_players,
                   {2, 24},
                   "diag.same-initial-name"},
        Unreadable{"same_initial_written",
                   "board: {dots: 3x4}\nplayers: [{name: Mia}, {name: Max, initial: M}]\n" + kMoves,
                   Code::bad_players,
                   {2, 24},
                   "diag.same-initial"},
        Unreadable{"same_initial_of_names_alone",
                   "board: {dots: 3x4}\nplayers: [Léa, Lucas]\n" + kMoves,
                   Code::bad_players,
                   {2, 16},
                   "diag.same-initial-name"},
        Unreadable{"a_player_as_a_list",
                   "board: {dots: 3x4}\nplayers: [[Léa], Lucas]\n" + kMoves,
                   Code::wrong_type,
                   {2, 11},
                   "diag.wrong-type"},
        Unreadable{"a_name_alone_not_a_name",
                   "board: {dots: 3x4}\nplayers: [\"\", Lucas]\n" + kMoves,
                   Code::bad_players,
                   {2, 11},
                   "diag.bad-name"},
        Unreadable{
            "same_name",
            "board: {dots: 3x4}\nplayers: [{name: Mia, initial: A}, {name: Mia, initial: B}]\n" +
                kMoves,
            Code::bad_players,
            {2, 36},
            "diag.same-name"},
        Unreadable{
            "same_name_in_lower_case",
            "board: {dots: 3x4}\nplayers: [{name: Mia, initial: A}, {name: mia, initial: B}]\n" +
                kMoves,
            Code::bad_players,
            {2, 36},
            "diag.same-name-written"},
        Unreadable{"same_name_in_capitals",
                   "board: {dots: 3x4}\nplayers: [{name: Zoé, initial: A}, {name: ZOÉ, initial: "
                   "B}]\n" +
                       kMoves,
                   Code::bad_players,
                   {2, 36},
                   "diag.same-name-written"},
        Unreadable{"same_name_decomposed",
                   "board: {dots: 3x4}\nplayers: [{name: Noé, initial: A}, {name: \"noe\\u0301\", "
                   "initial: B}]\n" +
                       kMoves,
                   Code::bad_players,
                   {2, 36},
                   "diag.same-name-written"},
        Unreadable{"same_initial_in_lower_case",
                   "board: {dots: 3x4}\nplayers: [{name: Mia, initial: M}, {name: Max, initial: "
                   "m}]\n" +
                       kMoves,
                   Code::bad_players,
                   {2, 36},
                   "diag.same-initial-written"},
        Unreadable{"same_initial_by_default",
                   "board: {dots: 3x4}\nplayers: [{name: Éloïse}, {name: élise}]\n" + kMoves,
                   Code::bad_players,
                   {2, 27},
                   "diag.same-initial-name"},
        Unreadable{"score_word",
                   "board: {dots: 3x4}\n" + kPlayers + "moves: [M A-B]\nresult: {M: four}\n",
                   Code::wrong_type,
                   {4, 13},
                   "diag.not-a-number"},
        Unreadable{"moves_map",
                   "board: {dots: 3x4}\n" + kPlayers + "moves: {a: 1}\n",
                   Code::wrong_type,
                   {3, 8},
                   "diag.wrong-type"},
        Unreadable{"move_string",
                   "board: {dots: 3x4}\n" + kPlayers + "moves: [MA-B]\n",
                   Code::wrong_type,
                   {3, 9},
                   "diag.move-string"},
        Unreadable{"move_missing_line",
                   "board: {dots: 3x4}\n" + kPlayers + "moves: [{by: M}]\n",
                   Code::missing_field,
                   {3, 9},
                   "diag.missing-field"},
        Unreadable{"move_unknown_key",
                   "board: {dots: 3x4}\n" + kPlayers + "moves: [{by: M, line: A-B, nxt: N}]\n",
                   Code::unknown_key,
                   {3, 28},
                   "diag.unknown-key-guess"},
        Unreadable{"boxes_scalar",
                   "board: {dots: 3x4}\n" + kPlayers + "moves: [{by: M, line: A-B, boxes: 1}]\n",
                   Code::wrong_type,
                   {3, 35},
                   "diag.boxes-type"},
        Unreadable{"misere_word",
                   "misere: maybe\nboard: {dots: 3x4}\n" + kPlayers + kMoves,
                   Code::wrong_type,
                   {1, 9},
                   "diag.not-a-boolean"},
        Unreadable{"anchor",
                   "board: &b {dots: 3x4}\n" + kPlayers + kMoves,
                   Code::anchor,
                   {1, 8},
                   "diag.anchor"}),
    [](const auto& row) { return row.param.name; });

}  // namespace
}  // namespace lucas
