// Each command's work called in the process, without the binary: its JSON presenter says what
// the command prints for the same input.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check/checker.h"
#include "present/chopsticks_solve_text.h"
#include "present/hint_text.h"
#include "present/match_text.h"
#include "present/record_analysis_text.h"
#include "present/solve_text.h"
#include "solve/board_solve.h"
#include "solve/chopsticks_solve.h"
#include "solve/level_match.h"
#include "solve/record_analysis.h"
#include "solve/record_hint.h"
#include "support/run.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {
namespace {

using testing::run_lucas;
using testing::slurp;

const Catalogue& english() { return Catalogue::get("en"); }

// A record of the source tree, checked as the commands check it (named by its path).
CheckedFile checked(const std::string& path) {
  const std::string text = slurp(std::string(LUCAS_SOURCE_DIR) + "/" + path);
  return CheckedFile{path, text, check_text(text)};
}

// What the command prints, parsed; `seconds` (the wall clock) is left out of it and of `ours`.
void expect_same_json(Json ours, const std::vector<std::string>& args, int exit_code = 0) {
  const auto run = run_lucas(args);
  ASSERT_EQ(run.exit_code, exit_code) << run.err;
  Json printed = Json::parse(run.out);
  printed.erase("seconds");
  ours.erase("seconds");
  EXPECT_EQ(ours, printed);
}

TEST(WorkCalls, AnalyzeRecord) {
  const RecordAnalysis analysis =
      analyze_record(checked("tests/data/analyze-open-chain.yaml"), AnalyzeRequest{});
  ASSERT_FALSE(analysis.refused);
  const auto& moves = std::get<GameAnalysis>(analysis.game).moves;
  EXPECT_FALSE(moves.empty());
  expect_same_json(
      analysis_json(analysis, english()),
      {"analyze", "--format", "json", "--lang", "en", "tests/data/analyze-open-chain.yaml"});
}

TEST(WorkCalls, AnalyzeChopsticksRecord) {
  const RecordAnalysis analysis =
      analyze_record(checked("examples/chopsticks-cutoff.yaml"), AnalyzeRequest{});
  ASSERT_FALSE(analysis.refused);
  EXPECT_FALSE(std::get<ChopsticksAnalysis>(analysis.game).moves.empty());
  expect_same_json(analysis_json(analysis, english()), {"analyze", "--format", "json", "--lang",
                                                        "en", "examples/chopsticks-cutoff.yaml"});
}

TEST(WorkCalls, AnalyzeRefusesAChopsticksCircle) {
  const RecordAnalysis analysis =
      analyze_record(checked("examples/chopsticks-circle.yaml"), AnalyzeRequest{});
  ASSERT_TRUE(analysis.refused);
  EXPECT_EQ(analysis.refused->code, Code::bad_option);
}

TEST(WorkCalls, HintRecord) {
  const RecordHint hint = hint_record(checked("tests/data/analyze-open-chain.yaml"), HintRequest{});
  ASSERT_TRUE(hint.hint);
  EXPECT_TRUE(hint.hint->value);
  expect_same_json(hint_json(hint, english()), {"hint", "--format", "json", "--lang", "en",
                                                "tests/data/analyze-open-chain.yaml"});
}

TEST(WorkCalls, HintAtALevel) {
  const RecordHint hint = hint_record(checked("tests/data/analyze-open-chain.yaml"),
                                      HintRequest{.level = Level::medium, .seed = 12});
  ASSERT_TRUE(hint.level_move);
  expect_same_json(hint_json(hint, english()),
                   {"hint", "--format", "json", "--lang", "en", "--level", "medium", "--seed", "12",
                    "tests/data/analyze-open-chain.yaml"});
}

TEST(WorkCalls, SolveBoard) {
  const BoardSolve solve = solve_board({Board(BoardShape{.rows = 3, .cols = 3})});
  ASSERT_EQ(solve.refused, SolveRefusal::none);
  ASSERT_TRUE(solve.first.value);
  EXPECT_EQ(solve.first.moves.size(), 12u);
  expect_same_json(solve_json(solve), {"solve", "--boxes", "2x2", "--format", "json"});
}

TEST(WorkCalls, SolveRefusesWhatItCannotEnd) {
  EXPECT_EQ(solve_board({Board(BoardShape{.rows = 6, .cols = 6})}).refused,
            SolveRefusal::beyond_reach);
  EXPECT_EQ(solve_board({Board(BoardShape{.rows = 8, .cols = 8})}).refused,
            SolveRefusal::board_too_big);
}

TEST(WorkCalls, SolveChopsticks) {
  const ChopsticksSolve solve = solve_chopsticks(ChopsticksRules{});
  EXPECT_EQ(solve.counts[0] + solve.counts[1] + solve.counts[2], ChopsticksTable::kPositions);
  expect_same_json(chopsticks_solve_json(solve),
                   {"solve", "--game", "chopsticks", "--format", "json"});
}

TEST(WorkCalls, SolveChopsticksRecord) {
  const ChopsticksRecordSolve solve =
      solve_chopsticks_record(checked("examples/chopsticks-rollover.yaml"));
  ASSERT_FALSE(solve.refused);
  expect_same_json(chopsticks_record_solve_json(solve),
                   {"solve", "--game", "chopsticks", "--format", "json", "--record",
                    "examples/chopsticks-rollover.yaml"});
}

TEST(WorkCalls, MatchLevels) {
  const MatchResult match = match_levels(
      {Board(BoardShape{.rows = 3, .cols = 3}), false, {Level::easy, Level::medium}, 2, 7, 1, ""});
  EXPECT_EQ(match.tally.games, 2);
  EXPECT_FALSE(match.tally.stopped);
  expect_same_json(match_json(match), {"match", "--boxes", "2x2", "--levels", "easy,medium",
                                       "--games", "2", "--seed", "7", "--format", "json"});
}

}  // namespace
}  // namespace lucas
