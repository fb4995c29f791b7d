#include "check/checker.h"

#include <gtest/gtest.h>

#include "game/notation.h"
#include "support/run.h"

namespace lucas {
namespace {

// The Dots-and-Boxes replay of a check.
const DotsAndBoxesReplay& dots(const CheckResult& r) {
  return std::get<DotsAndBoxesReplay>(r.replay);
}

std::string read_file(const std::string& path) {
  return testing::slurp(std::string(LUCAS_SOURCE_DIR) + "/" + path);
}

// The record header of the worksheet board, followed by the given moves.
std::string record(const std::string& moves, const std::string& extra = "") {
  return "board: {dots: 3x4}\nplayers:\n  - {name: Mia, initial: M}\n  - {name: Noé, initial: "
         "N}\nmoves:\n" +
         moves + extra;
}

const char* kFirstSix = "  - M A-B\n  - N B-C\n  - M C-G\n  - N G-F\n  - M F-E\n  - N E-A\n";

// The worksheet's trace: after each move, the new boxes, both scores and who plays next.
struct TraceRow {
  const char* line;
  std::vector<int> boxes;
  int mia, noe;
  Player next;
};

TEST(CheckerTest, WorksheetTraceMoveByMove) {
  const std::vector<TraceRow> trace = {
      {"A-B", {}, 0, 0, Player::second},    {"B-C", {}, 0, 0, Player::first},
      {"C-G", {}, 0, 0, Player::second},    {"G-F", {}, 0, 0, Player::first},
      {"F-E", {}, 0, 0, Player::second},    {"E-A", {}, 0, 0, Player::first},
      {"B-F", {1, 2}, 2, 0, Player::first}, {"C-D", {}, 2, 0, Player::second},
      {"D-H", {}, 2, 0, Player::first},     {"G-H", {3}, 3, 0, Player::first},
      {"E-I", {}, 3, 0, Player::second},    {"I-J", {}, 3, 0, Player::first},
      {"J-K", {}, 3, 0, Player::second},    {"F-J", {4}, 3, 1, Player::second},
      {"G-K", {5}, 3, 2, Player::second},   {"K-L", {}, 3, 2, Player::first},
      {"H-L", {6}, 4, 2, Player::first},
  };
  const CheckResult r = check_text(read_file("examples/mia-noe.yaml"));
  ASSERT_EQ(r.status, Status::finished);
  EXPECT_TRUE(r.diagnostics.empty());
  ASSERT_EQ(dots(r).steps.size(), trace.size());
  for (size_t i = 0; i < trace.size(); ++i) {
    const DotsAndBoxesStep& s = dots(r).steps[i];
    SCOPED_TRACE("move " + std::to_string(i + 1));
    EXPECT_EQ(s.line, parse_line(*dots(r).board, trace[i].line).line);
    std::vector<int> boxes;
    for (int k = 0; k < s.play.completed_count; ++k)
      boxes.push_back(s.play.completed[static_cast<size_t>(k)].number());
    EXPECT_EQ(boxes, trace[i].boxes);
    EXPECT_EQ(s.score[0], trace[i].mia);
    EXPECT_EQ(s.score[1], trace[i].noe);
    if (i + 1 < trace.size()) {
      EXPECT_EQ(s.play.next, trace[i].next);
    }
  }
  EXPECT_TRUE(r.over);
  EXPECT_EQ(dots(r).outcome, Outcome::first_wins);
  EXPECT_EQ(dots(r).score, (std::array<int, 2>{4, 2}));
}

TEST(CheckerTest, BoxOwnersAtTheEndOfTheWorksheet) {
  const CheckResult r = check_text(read_file("examples/mia-noe.yaml"));
  std::array<std::optional<Player>, 6> owners;
  for (const DotsAndBoxesStep& s : dots(r).steps)
    for (int k = 0; k < s.play.completed_count; ++k)
      owners[static_cast<size_t>(s.play.completed[static_cast<size_t>(k)].index)] = s.player;
  const auto M = Player::first, N = Player::second;
  EXPECT_EQ(owners, (std::array<std::optional<Player>, 6>{M, M, M, N, N, M}));
}

struct ErrorRow {
  std::string name;
  std::string text;
  Code code;
  Status status;
  int move;
  yaml::Mark mark;
};

class CheckerErrorTest : public ::testing::TestWithParam<ErrorRow> {};

TEST_P(CheckerErrorTest, Reported) {
  const CheckResult r = check_text(GetParam().text);
  EXPECT_EQ(r.status, GetParam().status);
  ASSERT_FALSE(r.diagnostics.empty());
  const Diagnostic& d = r.diagnostics.front();
  EXPECT_EQ(code_name(d.code), code_name(GetParam().code));
  EXPECT_EQ(d.move.value_or(0), GetParam().move);
  EXPECT_EQ(d.mark, GetParam().mark);
}

// Lines 1-5 are the header: the first move is on line 6, column 5.
INSTANTIATE_TEST_SUITE_P(
    EveryCode, CheckerErrorTest,
    ::testing::Values(
        ErrorRow{"repeated",
                 record(std::string(kFirstSix) + "  - M B-F\n  - M F-B\n"),
                 Code::repeated_line,
                 Status::invalid,
                 8,
                 {13, 5}},
        ErrorRow{"skip", record("  - M A-C\n"), Code::not_adjacent, Status::invalid, 1, {6, 5}},
        ErrorRow{"diagonal", record("  - M A-F\n"), Code::diagonal, Status::invalid, 1, {6, 5}},
        ErrorRow{
            "not_a_point", record("  - M A-Q\n"), Code::not_a_point, Status::invalid, 1, {6, 5}},
        ErrorRow{"malformed", record("  - M AB\n"), Code::not_a_point, Status::invalid, 1, {6, 5}},
        ErrorRow{"wrong_player",
                 record("  - M A-B\n  - M B-C\n"),
                 Code::wrong_player,
                 Status::invalid,
                 2,
                 {7, 5}},
        ErrorRow{
            "wrong_first", record("  - N A-B\n"), Code::wrong_player, Status::invalid, 1, {6, 5}},
        ErrorRow{"unknown_player",
                 record("  - {by: Zoé, line: A-B}\n"),
                 Code::unknown_player,
                 Status::invalid,
                 1,
                 {6, 5}},
        ErrorRow{"wrong_boxes",
                 record("  - {by: M, line: A-B, boxes: [1]}\n"),
                 Code::wrong_boxes,
                 Status::invalid,
                 1,
                 {6, 31}},
        ErrorRow{"wrong_initial",
                 record(std::string(kFirstSix) + "  - {by: M, line: B-F, boxes: {1: M, 2: N}}\n"),
                 Code::wrong_initial,
                 Status::invalid,
                 7,
                 {12, 38}},
        ErrorRow{"wrong_score",
                 record("  - {by: M, line: A-B, score: {M: 1, N: 0}}\n"),
                 Code::wrong_score,
                 Status::invalid,
                 1,
                 {6, 35}},
        ErrorRow{"wrong_next",
                 record("  - {by: M, line: A-B, next: M}\n"),
                 Code::wrong_next,
                 Status::invalid,
                 1,
                 {6, 30}},
        ErrorRow{"wrong_result",
                 record("  - M A-B\n", "result: {M: 0, N: 0}\n"),
                 Code::wrong_result,
                 Status::invalid,
                 1,
                 {7, 9}},
        ErrorRow{"disputed",
                 record("  - M A-B\n  - {by: N, line: B-C, disputed: trop pâle}\n"),
                 Code::disputed,
                 Status::interrupted,
                 2,
                 {7, 5}}),
    [](const auto& row) { return row.param.name; });

// Every claim a record makes is compared with the replay: each comparison is tested from both
// sides (a claim too low and too high, too few boxes and too many), and a true claim passes.
struct ClaimRow {
  std::string name;
  std::string from, to;      ///< the change made to examples/mia-noe.yaml (from "" leaves it whole)
  std::optional<Code> code;  ///< the one diagnostic expected, or none
  int move = 0;
  std::string key;
  std::vector<std::pair<std::string, std::vector<std::string>>> args;
};

// A failing row is named, not dumped as bytes.
void PrintTo(const ClaimRow& row, std::ostream* out) { *out << row.name; }

class CheckerClaimTest : public ::testing::TestWithParam<ClaimRow> {};

// An argument's values; for a list of boxes ("box 3", "boxes 1 and 2"), the boxes listed.
const std::vector<std::string>* arg(const Message& m, const std::string& name) {
  for (const Message::Arg& a : m.args)
    if (a.name == name) return a.message ? arg(*a.message, "boxes") : &a.values;
  return nullptr;
}

TEST_P(CheckerClaimTest, Compared) {
  const ClaimRow& row = GetParam();
  std::string text = read_file("examples/mia-noe.yaml");
  if (!row.from.empty()) {
    const size_t at = text.find(row.from);
    ASSERT_NE(at, std::string::npos) << row.from;
    text.replace(at, row.from.size(), row.to);
  }
  const CheckResult r = check_text(text);
  if (!row.code) {
    EXPECT_TRUE(r.diagnostics.empty()) << code_name(r.diagnostics.front().code);
    return;
  }
  ASSERT_EQ(r.diagnostics.size(), 1u);
  const Diagnostic& d = r.diagnostics.front();
  EXPECT_EQ(code_name(d.code), code_name(*row.code));
  EXPECT_EQ(d.move.value_or(0), row.move);
  EXPECT_EQ(d.message.key, row.key);
  for (const auto& [name, values] : row.args) {
    const std::vector<std::string>* given = arg(d.message, name);
    ASSERT_NE(given, nullptr) << name;
    EXPECT_EQ(*given, values) << name;
  }
  EXPECT_EQ(r.status, Status::invalid);
}

using Args = std::vector<std::pair<std::string, std::vector<std::string>>>;
const std::string kMove7 = "line: B-F, boxes: [1, 2], score: {M: 2, N: 0}, next: M}";
const std::string kMove14 = "line: F-J, boxes: [4], score: {M: 3, N: 1}, next: N}";
const std::string kMove17 = "line: H-L, boxes: [6], score: {M: 4, N: 2}}";

INSTANTIATE_TEST_SUITE_P(
    BothSides, CheckerClaimTest,
    ::testing::Values(
        ClaimRow{"all_true", "", "", std::nullopt, 0, "", {}},
        // Scores after a move: move 7 gives Mia 2, move 14 gives Noé 1.
        ClaimRow{"score_first_low", kMove7, "line: B-F, boxes: [1, 2], score: {M: 1, N: 0}}",
                 Code::wrong_score, 7, "diag.wrong-score",
                 Args{{"player", {"Mia"}}, {"claimed", {"1"}}, {"real", {"2"}}}},
        ClaimRow{"score_first_high", kMove7, "line: B-F, boxes: [1, 2], score: {M: 3, N: 0}}",
                 Code::wrong_score, 7, "diag.wrong-score",
                 Args{{"player", {"Mia"}}, {"claimed", {"3"}}, {"real", {"2"}}}},
        ClaimRow{"score_second_low", kMove14, "line: F-J, score: {M: 3, N: 0}}", Code::wrong_score,
                 14, "diag.wrong-score",
                 Args{{"player", {"Noé"}}, {"claimed", {"0"}}, {"real", {"1"}}}},
        ClaimRow{"score_second_high", kMove14, "line: F-J, score: {M: 3, N: 2}}", Code::wrong_score,
                 14, "diag.wrong-score",
                 Args{{"player", {"Noé"}}, {"claimed", {"2"}}, {"real", {"1"}}}},
        // The result: Mia 4, Noé 2 after move 17.
        ClaimRow{"result_first_low", "result: {M: 4, N: 2}", "result: {M: 3, N: 2}",
                 Code::wrong_result, 17, "diag.wrong-result",
                 Args{{"player", {"Mia"}}, {"claimed", {"3"}}, {"real", {"4"}}}},
        ClaimRow{"result_first_high", "result: {M: 4, N: 2}", "result: {M: 5, N: 2}",
                 Code::wrong_result, 17, "diag.wrong-result",
                 Args{{"player", {"Mia"}}, {"claimed", {"5"}}, {"real", {"4"}}}},
        ClaimRow{"result_second_low", "result: {M: 4, N: 2}", "result: {M: 4, N: 1}",
                 Code::wrong_result, 17, "diag.wrong-result",
                 Args{{"player", {"Noé"}}, {"claimed", {"1"}}, {"real", {"2"}}}},
        ClaimRow{"result_second_high", "result: {M: 4, N: 2}", "result: {M: 4, N: 3}",
                 Code::wrong_result, 17, "diag.wrong-result",
                 Args{{"player", {"Noé"}}, {"claimed", {"3"}}, {"real", {"2"}}}},
        ClaimRow{"result_before_the_end", "  - {by: M, " + kMove17 + "\n", "", Code::wrong_result,
                 16, "diag.result-not-over", Args{{"left", {"1"}}, {"last", {"16"}}}},
        // Completed boxes: move 7 completes 1 and 2, move 8 none, move 10 box 3.
        ClaimRow{"boxes_too_few", kMove7, "line: B-F, boxes: [1]}", Code::wrong_boxes, 7,
                 "diag.wrong-boxes", Args{{"real", {"1", "2"}}, {"claimed", {"1"}}}},
        ClaimRow{"boxes_too_many", kMove7, "line: B-F, boxes: [1, 2, 3]}", Code::wrong_boxes, 7,
                 "diag.wrong-boxes", Args{{"real", {"1", "2"}}, {"claimed", {"1", "2", "3"}}}},
        ClaimRow{"boxes_other", kMove7, "line: B-F, boxes: [2, 3]}", Code::wrong_boxes, 7,
                 "diag.wrong-boxes", Args{{"real", {"1", "2"}}, {"claimed", {"2", "3"}}}},
        ClaimRow{"boxes_none_claimed", kMove7, "line: B-F, boxes: []}", Code::wrong_boxes, 7,
                 "diag.wrong-boxes-unclaimed", Args{{"real", {"1", "2"}}, {"claimed", {}}}},
        ClaimRow{"boxes_claimed_for_none", "{by: M, line: C-D}", "{by: M, line: C-D, boxes: [3]}",
                 Code::wrong_boxes, 8, "diag.wrong-boxes-none",
                 Args{{"real", {}}, {"claimed", {"3"}}}},
        ClaimRow{"box_smaller_number", "line: G-H, boxes: [3]", "line: G-H, boxes: [2]",
                 Code::wrong_boxes, 10, "diag.wrong-boxes",
                 Args{{"real", {"3"}}, {"claimed", {"2"}}}},
        ClaimRow{"box_larger_number", "line: G-H, boxes: [3]", "line: G-H, boxes: [4]",
                 Code::wrong_boxes, 10, "diag.wrong-boxes",
                 Args{{"real", {"3"}}, {"claimed", {"4"}}}},
        // Initials: Mia completes boxes 1 and 2 at move 7, Noé box 4 at move 14.
        ClaimRow{
            "initials_true", "boxes: [1, 2]", "boxes: {1: M, 2: Mia}", std::nullopt, 0, "", {}},
        ClaimRow{"initial_of_the_other", "boxes: [1, 2]", "boxes: {1: M, 2: N}",
                 Code::wrong_initial, 7, "diag.wrong-initial",
                 Args{{"box", {"2"}}, {"written", {"N"}}, {"initial", {"M"}}}},
        ClaimRow{"initial_of_the_first", "boxes: [4]", "boxes: {4: M}", Code::wrong_initial, 14,
                 "diag.wrong-initial",
                 Args{{"box", {"4"}}, {"written", {"M"}}, {"initial", {"N"}}}},
        ClaimRow{"initial_of_nobody", "boxes: [1, 2]", "boxes: {1: Z, 2: M}", Code::wrong_initial,
                 7, "diag.wrong-initial-nobody", Args{{"box", {"1"}}, {"written", {"Z"}}}},
        // Who plays next: Mia again after move 7, Mia after move 16 (no box), nobody after 17.
        ClaimRow{"next_the_other_after_a_box", kMove7,
                 "line: B-F, boxes: [1, 2], score: {M: 2, N: 0}, next: N}", Code::wrong_next, 7,
                 "diag.wrong-next-again", Args{{"who", {"Noé (N)"}}, {"expected", {"Mia"}}}},
        ClaimRow{"next_the_same_after_no_box", "line: K-L, next: M}", "line: K-L, next: N}",
                 Code::wrong_next, 16, "diag.wrong-next",
                 Args{{"who", {"Noé (N)"}}, {"expected", {"Mia"}}}},
        ClaimRow{"next_nobody_too_early", kMove7,
                 "line: B-F, boxes: [1, 2], score: {M: 2, N: 0}, next: ~}", Code::wrong_next, 7,
                 "diag.wrong-next-not-over", Args{{"expected", {"Mia"}}, {"left", {"10"}}}},
        ClaimRow{"next_somebody_after_the_end", kMove17,
                 "line: H-L, boxes: [6], score: {M: 4, N: 2}, next: N}", Code::wrong_next, 17,
                 "diag.wrong-next-over", Args{{"who", {"Noé (N)"}}}},
        ClaimRow{"next_nobody_after_the_end",
                 kMove17,
                 "line: H-L, boxes: [6], score: {M: 4, N: 2}, next: ~}",
                 std::nullopt,
                 0,
                 "",
                 {}},
        // A name or a number the pupil wrote wrong is a claim about the game, never a reason to
        // call the record unreadable: each is reported and the rest is still checked.
        ClaimRow{"next_not_a_player", kMove7,
                 "line: B-F, boxes: [1, 2], score: {M: 2, N: 0}, next: Zoé}", Code::unknown_player,
                 7, "diag.unknown-player-next", Args{{"who", {"Zoé"}}, {"expected", {"Mia"}}}},
        ClaimRow{"next_not_a_player_after_the_end", kMove17,
                 "line: H-L, boxes: [6], score: {M: 4, N: 2}, next: Zoé}", Code::unknown_player, 17,
                 "diag.unknown-player-next-over", Args{{"who", {"Zoé"}}}},
        ClaimRow{"score_of_not_a_player", kMove7,
                 "line: B-F, boxes: [1, 2], score: {M: 2, Zoé: 0}}", Code::unknown_player, 7,
                 "diag.unknown-player-score", Args{{"who", {"Zoé"}}}},
        ClaimRow{"score_above_the_boxes", kMove7, "line: B-F, boxes: [1, 2], score: {M: 7, N: 0}}",
                 Code::wrong_score, 7, "diag.wrong-score",
                 Args{{"player", {"Mia"}}, {"claimed", {"7"}}, {"real", {"2"}}}},
        ClaimRow{"score_negative", kMove14, "line: F-J, score: {M: 3, N: -1}}", Code::wrong_score,
                 14, "diag.wrong-score",
                 Args{{"player", {"Noé"}}, {"claimed", {"-1"}}, {"real", {"1"}}}},
        ClaimRow{"score_beyond_any_number", kMove14,
                 "line: F-J, score: {M: 3, N: 100000000000000000000000000001}}", Code::wrong_score,
                 14, "diag.wrong-score",
                 Args{{"claimed", {"100000000000000000000000000001"}}, {"real", {"1"}}}},
        ClaimRow{"result_negative", "result: {M: 4, N: 2}", "result: {M: 4, N: -2}",
                 Code::wrong_result, 17, "diag.wrong-result",
                 Args{{"player", {"Noé"}}, {"claimed", {"-2"}}, {"real", {"2"}}}},
        // Box numbers: 1 to 6 on this board, from both sides, each box once.
        ClaimRow{"box_above_the_board", kMove7, "line: B-F, boxes: [1, 7]}", Code::wrong_boxes, 7,
                 "diag.box-not-on-board", Args{{"box", {"7"}}, {"last", {"6"}}}},
        ClaimRow{"box_zero", "line: G-H, boxes: [3]", "line: G-H, boxes: [0]", Code::wrong_boxes,
                 10, "diag.box-not-on-board", Args{{"box", {"0"}}, {"last", {"6"}}}},
        ClaimRow{"box_negative", "line: G-H, boxes: [3]", "line: G-H, boxes: [-3]",
                 Code::wrong_boxes, 10, "diag.box-not-on-board", Args{{"box", {"-3"}}}},
        ClaimRow{"box_beyond_any_number", "line: G-H, boxes: [3]",
                 "line: G-H, boxes: [99999999999999999999999]", Code::wrong_boxes, 10,
                 "diag.box-not-on-board", Args{{"box", {"99999999999999999999999"}}}},
        ClaimRow{"box_on_a_move_that_completes_none", "{by: M, line: C-D}",
                 "{by: M, line: C-D, boxes: [7]}", Code::wrong_boxes, 8, "diag.box-not-on-board",
                 Args{{"box", {"7"}}}},
        ClaimRow{"box_last_of_the_board",
                 "line: H-L, boxes: [6]",
                 "line: H-L, boxes: [6]",
                 std::nullopt,
                 0,
                 "",
                 {}},
        ClaimRow{"box_twice", kMove7, "line: B-F, boxes: [1, 2, 1]}", Code::wrong_boxes, 7,
                 "diag.box-twice", Args{{"box", {"1"}}}},
        ClaimRow{"box_twice_with_initials", "boxes: [1, 2]", "boxes: {2: M, 1: M, 2: N}",
                 Code::wrong_boxes, 7, "diag.box-twice", Args{{"box", {"2"}}}},
        // Names and initials whatever their case and Unicode form (é typed as e + U+0301).
        ClaimRow{"names_in_any_case",
                 kMove7,
                 "line: B-F, boxes: {1: m, 2: MIA}, next: mia}",
                 std::nullopt,
                 0,
                 "",
                 {}},
        ClaimRow{"names_in_any_unicode_form",
                 kMove14,
                 "line: F-J, boxes: {4: NOE\u0301}, score: {mia: 3, noe\u0301: 1}, next: "
                 "\"NOE\\u0301\"}",
                 std::nullopt,
                 0,
                 "",
                 {}},
        // The move numbers a rule error gives: the line's own move, and the move it refers to.
        ClaimRow{"repeated_line_names_the_move_that_drew_it", "{by: M, line: C-D}",
                 "{by: M, line: G-C}", Code::repeated_line, 8, "diag.repeated-line",
                 Args{{"at", {"3"}}, {"drawn", {"C-G"}}}},
        ClaimRow{"the_other_plays_after_a_box", "{by: M, line: C-D}", "{by: N, line: C-D}",
                 Code::wrong_player, 8, "diag.wrong-player-again",
                 Args{{"expected", {"Mia"}}, {"previous", {"7"}}}},
        ClaimRow{"the_same_plays_after_no_box", "{by: N, line: D-H}", "{by: M, line: D-H}",
                 Code::wrong_player, 9, "diag.wrong-player",
                 Args{{"expected", {"Noé"}}, {"previous", {"8"}}}},
        ClaimRow{"move_after_the_end", "result:", "  - {by: N, line: A-B}\nresult:",
                 Code::move_after_end, 18, "diag.move-after-end", Args{{"last", {"17"}}}}),
    [](const auto& row) { return row.param.name; });

TEST(CheckerTest, OutcomeFromBothSidesNormalAndMisere) {
  // 2x3 dots: the first player's B-E completes both boxes, 2-0.
  const std::string game =
      "board: {dots: 2x3}\nplayers: [{name: Ana}, {name: Ben}]\n"
      "moves: [A A-B, B B-C, A D-E, B E-F, A A-D, B C-F, A B-E]\n";
  const CheckResult normal = check_text(game);
  ASSERT_EQ(normal.status, Status::finished);
  EXPECT_EQ(dots(normal).score, (std::array<int, 2>{2, 0}));
  EXPECT_EQ(dots(normal).outcome, Outcome::first_wins);
  EXPECT_EQ(dots(check_text("misere: true\n" + game)).outcome, Outcome::second_wins);
}

TEST(CheckerTest, MoveAfterTheEnd) {
  std::string text = read_file("examples/mia-noe.yaml");
  text.insert(text.find("result:"), "  - {by: M, line: A-B}\n");
  const CheckResult r = check_text(text);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, Code::move_after_end);
  EXPECT_EQ(r.diagnostics[0].move, 18);
  EXPECT_EQ(r.status, Status::invalid);
}

TEST(CheckerTest, RuleErrorStopsTheReplay) {
  const CheckResult r = check_text(record("  - M A-B\n  - N A-C\n  - M C-D\n  - N Z-Z\n"));
  EXPECT_EQ(r.error_count(), 1);
  EXPECT_EQ(r.moves_checked(), 1);
  ASSERT_TRUE(r.halt);
  EXPECT_EQ(r.halt->number, 2);
  ASSERT_TRUE(r.halt->ends);
  EXPECT_EQ((*r.halt->ends)[1], (Point{0, 2}));
}

TEST(CheckerTest, FalseClaimsAreAllReportedAndTheReplayGoesOn) {
  const CheckResult r =
      check_text(record("  - {by: M, line: A-B, boxes: [1], next: M}\n  - {by: N, line: B-C, "
                        "score: {Noé: 1}}\n  - M C-D\n",
                        "result: {M: 0, N: 0}\n"));
  EXPECT_EQ(r.status, Status::invalid);
  ASSERT_EQ(r.diagnostics.size(), 4u);
  EXPECT_EQ(r.diagnostics[0].code, Code::wrong_boxes);
  EXPECT_EQ(r.diagnostics[1].code, Code::wrong_next);
  EXPECT_EQ(r.diagnostics[2].code, Code::wrong_score);
  EXPECT_EQ(r.diagnostics[3].code, Code::wrong_result);
  EXPECT_EQ(r.moves_checked(), 3);
}

// The moves decide the game even when the sheet's claims are false: a full board has its real
// score and winner, which the verdict and the JSON give.
TEST(CheckerTest, FalseClaimsKeepTheGameTheMovesGive) {
  std::string text = read_file("examples/mia-noe.yaml");
  text.replace(text.find(kMove7), kMove7.size(),
               "line: B-F, boxes: [1, 9], score: {M: 7, N: 0}, next: Zoé}");
  const CheckResult r = check_text(text);
  EXPECT_EQ(r.status, Status::invalid);
  EXPECT_EQ(r.error_count(), 3);
  EXPECT_FALSE(r.rule_broken());
  EXPECT_TRUE(r.over);
  EXPECT_EQ(dots(r).score, (std::array<int, 2>{4, 2}));
  EXPECT_EQ(dots(r).outcome, Outcome::first_wins);
  EXPECT_EQ(r.moves_checked(), 17);
}

TEST(CheckerTest, OnlyARuleErrorIsARuleBroken) {
  EXPECT_TRUE(check_text(record("  - M A-B\n  - N A-C\n")).rule_broken());
  EXPECT_FALSE(check_text(record("  - {by: M, line: A-B, score: {M: 3}}\n")).rule_broken());
  EXPECT_FALSE(
      check_text(record("  - M A-B\n  - {by: N, line: B-C, disputed: pâle}\n")).rule_broken());
  EXPECT_FALSE(check_text(record(kFirstSix)).rule_broken());
}

TEST(CheckerTest, PlayersAreFoundWhateverTheCaseAndUnicodeForm) {
  const CheckResult r = check_text(
      "board: {dots: 3x4}\nplayers: [{name: Éloïse}, {name: Zoé}]\nmoves: [éloïse A-B, ZOÉ "
      "B-C, \"e\\u0301LOI\\u0308SE C-D\", \"z D-H\"]\n");
  EXPECT_EQ(r.status, Status::interrupted) << code_name(r.diagnostics.front().code);
  const Record& rec = *r.record;
  EXPECT_EQ(rec.players[0].initial, "É");
  EXPECT_EQ(find_player(rec, "é"), Player::first);
  EXPECT_EQ(find_player(rec, "e\u0301"), Player::first);
  EXPECT_EQ(find_player(rec, "ZOÉ"), Player::second);
  EXPECT_EQ(find_player(rec, "zoe\u0301"), Player::second);
  EXPECT_EQ(find_player(rec, "Zoe"), std::nullopt);
  EXPECT_EQ(find_player(rec, "E"), std::nullopt);
}

TEST(CheckerTest, InterruptedGameReportsScoreAndNextPlayer) {
  const CheckResult r = check_text(record(kFirstSix));
  EXPECT_EQ(r.status, Status::interrupted);
  EXPECT_EQ(r.next, Player::first);
  EXPECT_FALSE(r.over);
  EXPECT_EQ(dots(r).outcome, Outcome::none);
}

// `moves: []` is the empty board: interrupted after move 0, the first player to move, every
// line left; on a Swedish board the border is already drawn.
TEST(CheckerTest, NoMovesIsInterruptedBeforeTheFirstMove) {
  const CheckResult r = check_text(record("  []\n"));
  ASSERT_EQ(r.status, Status::interrupted);
  EXPECT_EQ(r.moves_checked(), 0);
  EXPECT_EQ(dots(r).score, (std::array<int, 2>{0, 0}));
  EXPECT_EQ(r.next, Player::first);
  EXPECT_FALSE(r.over);
  EXPECT_EQ(dots(r).outcome, Outcome::none);
  EXPECT_TRUE(r.diagnostics.empty());
  // A result claimed before any move is a false claim, as after any move of an unfinished game.
  const CheckResult claimed = check_text(record("  []\n", "result: {M: 0, N: 0}\n"));
  EXPECT_EQ(claimed.status, Status::invalid);
  ASSERT_EQ(claimed.diagnostics.size(), 1u);
  EXPECT_EQ(claimed.diagnostics[0].code, Code::wrong_result);
}

TEST(CheckerTest, SwedishBorderLinesCannotBeDrawnAgain) {
  const CheckResult r = check_text(
      "board: {boxes: 4x4, border: swedish}\nplayers: [{name: A}, {name: B}]\nmoves:\n  - A "
      "a1-b1\n");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].code, Code::repeated_line);
  EXPECT_EQ(r.diagnostics[0].message.key, "diag.repeated-border");
}

TEST(CheckerTest, MisereAndDraw) {
  // 1x1 box: the last of four lines takes it.
  const std::string head = "board: {dots: 2x2}\nplayers: [{name: Ana}, {name: Ben}]\n";
  const CheckResult normal = check_text(head + "moves: [A A-B, B B-D, A D-C, B C-A]\n");
  EXPECT_EQ(dots(normal).outcome, Outcome::second_wins);
  const CheckResult misere =
      check_text("misere: true\n" + head + "moves: [A A-B, B B-D, A D-C, B C-A]\n");
  EXPECT_EQ(dots(misere).outcome, Outcome::first_wins);
  const CheckResult draw = check_text(
      "board: {dots: 2x3}\nplayers: [{name: Ana}, {name: Ben}]\n"
      "moves: [A A-B, B B-C, A C-F, B F-E, A B-E, A E-D, B D-A]\n");
  EXPECT_EQ(draw.status, Status::finished);
  EXPECT_EQ(dots(draw).outcome, Outcome::draw);
}

}  // namespace
}  // namespace lucas

namespace lucas {
namespace {

// A line typed at the terminal is judged as the referee judges a record's move: the same code
// and the same words, for every way a written line can be wrong, and the line when it is good.
TEST(JudgeLineTest, SaysWhatTheCheckerSays) {
  const Catalogue& fr = Catalogue::get("fr");
  for (const char* written : {"A-B", "b-a", "zz", "A-Z", "A-A", "A-C", "A-F", "b-a"}) {
    Board board(3, 4, Border::none);
    Position position(board);
    position.play(*parse_line(board, "A-B").line);
    position.play(*parse_line(board, "B-C").line);
    const LineJudgement judged = judge_line(position, written, 3);
    const CheckResult checked =
        check_text(record(std::string("  - M A-B\n  - N B-C\n  - M ") + written + "\n"));
    ASSERT_FALSE(judged.line) << written;
    ASSERT_EQ(checked.diagnostics.size(), 1u) << written;
    EXPECT_EQ(code_name(judged.code), code_name(checked.diagnostics[0].code)) << written;
    EXPECT_EQ(fr.format(judged.message), fr.format(checked.diagnostics[0].message)) << written;
  }
  Board board(3, 4, Border::none);
  const LineJudgement good = judge_line(Position(board), "f-b", 1);
  ASSERT_TRUE(good.line);
  EXPECT_EQ(line_name(board, *good.line), "B-F");
  EXPECT_EQ(Catalogue::get("en").format(judge_line(Position(board), "A-F", 1).message),
            "move 1: A-F is a diagonal; lines are horizontal or vertical");
}

}  // namespace
}  // namespace lucas
