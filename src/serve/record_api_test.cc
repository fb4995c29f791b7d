// /api/record: a record written again as lucas play writes its games, by the same writer.
#include "serve/record_api.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "check/check_text.h"
#include "serve/analysis_api.h"
#include "support/answers.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::serve {
namespace {

using testing::run_lucas;
using testing::slurp;
using testing::temp_dir;

// A record lucas play wrote, without the comment of how it was played and the blank line after
// it: what the writer makes of the same moves.
std::string without_comment(std::string text) {
  while (text.starts_with("#")) text.erase(0, text.find('\n') + 1);
  if (text.starts_with("\n")) text.erase(0, 1);
  return text;
}

// The moves of a game lucas play wrote, with none of its claims: what the /play page keeps.
std::string bare_moves(const std::string& text) {
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    std::string line = text.substr(start, end - start);
    start = end == std::string::npos ? text.size() : end + 1;
    if (line.starts_with("#") || line.starts_with("result:")) continue;
    // {by: L, line: A-B, next: C} → {by: L, line: A-B}
    if (const size_t claims = line.find(", next:"); claims != std::string::npos)
      line = line.substr(0, claims) + "}";
    if (const size_t claims = line.find(", boxes:"); claims != std::string::npos)
      line = line.substr(0, claims) + "}";
    if (const size_t claims = line.find(", hands:"); claims != std::string::npos)
      line = line.substr(0, claims) + "}";
    out += line + "\n";
  }
  return out;
}

struct Played {
  std::vector<std::string> args;
  std::string input;
};

// Games of lucas play, to their end or stopped: the page's record of the same moves, written
// by /api/record, is the record lucas play wrote, comment aside.
TEST(RecordAnswer, IsTheRecordLucasPlayWritesForTheSameMoves) {
  const Played games[] = {
      {{"--boxes", "2x2", "--level", "hard", "--seed", "1"}, "A-B\nD-E\nq\n"},
      {{"--boxes", "1x2", "--level", "easy", "--seed", "4"}, "A-B\nB-C\nD-E\nE-F\nA-D\nB-E\nC-F\n"},
      {{"--grid", "triangle", "--size", "2", "--level", "medium", "--seed", "2"}, "A-B\nq\n"},
      {{"--game", "chopsticks", "--level", "perfect", "--seed", "1"}, "L-R\nR-R\nq\n"},
      {{"--game", "chopsticks", "--splits", "no", "--level", "easy", "--seed", "5"},
       "L-R\nL-L\nR-R\nR-L\nL-L\nq\n"},
  };
  for (const Played& game : games) {
    const std::string path = temp_dir() + "/partie.yaml";
    std::vector<std::string> args{"play", "--players", "Léa", "--lang", "en", "-o", path};
    args.insert(args.end(), game.args.begin(), game.args.end());
    const auto run = run_lucas(args, game.input);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::string written = slurp(path);
    ASSERT_FALSE(written.empty());
    // Its own record, claims and all, and the same moves without a claim.
    for (const std::string& posted : {written, bare_moves(written)}) {
      const Answer answer = record_answer(posted, kEnglish);
      ASSERT_EQ(answer.status, 200) << posted << answer.body;
      EXPECT_EQ(answer.content_type, "text/yaml; charset=utf-8");
      EXPECT_EQ(answer.body, without_comment(written)) << posted;
    }
  }
}

TEST(RecordAnswer, AFinishedGameHasItsResultAndChecksAsFinished) {
  for (const char* file :
       {"examples/mia-noe.yaml", "examples/hexagon-2.yaml", "examples/chopsticks-cutoff.yaml",
        "examples/chopsticks-rollover.yaml", "tests/data/replay-interrupted.yaml"}) {
    const std::string text = slurp(kSource + "/" + file);
    const Answer answer = record_answer(text, kEnglish);
    ASSERT_EQ(answer.status, 200) << file << answer.body;
    const CheckResult before = check_text(text);
    const CheckResult after = check_text(answer.body);
    EXPECT_EQ(after.status, before.status) << file;
    EXPECT_EQ(verdict(after, kEnglish), verdict(before, kEnglish)) << file;
    EXPECT_TRUE(after.diagnostics.empty()) << file << answer.body;
  }
}

TEST(RecordAnswer, ARecordTheRefereeRefusesACircleOrATooLongTextIsRefused) {
  const Answer bad = record_answer(slurp(kSource + "/tests/data/mia-noe-bad.yaml"), kEnglish);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(parsed(bad)["error"]["code"], "repeated-line");
  EXPECT_EQ(parsed(bad)["error"]["message"], "move 8: F-B is already drawn (move 7 drew B-F)");
  const Answer syntax = record_answer("moves: [\n  - {by: M", kEnglish);
  EXPECT_EQ(syntax.status, 400);
  EXPECT_EQ(parsed(syntax)["error"]["code"], "syntax");
  EXPECT_EQ(record_answer("", kEnglish).status, 400);
  const Answer circle =
      record_answer(slurp(kSource + "/examples/chopsticks-circle.yaml"), kEnglish);
  EXPECT_EQ(circle.status, 400);
  EXPECT_EQ(parsed(circle)["error"]["code"], "bad-option");
  EXPECT_EQ(parsed(circle)["error"]["message"],
            "lucas play plays Chopsticks with two players, not \"Lina,Sami,Noé\"; a circle of "
            "three or more is played on paper and checked with lucas check");
  const Answer large = record_answer("title: " + std::string((1 << 20) + 1, 'a') + "\n", kEnglish);
  EXPECT_EQ(large.status, 413);
  EXPECT_EQ(parsed(large)["error"]["code"], "too-large");
}

// Every record of the examples, the test data and the hostile corpus: /api/record answers with a
// record that checks clean, or refuses with an error; /api/move answers or refuses. Nothing else.
TEST(RecordAnswer, EveryRecordIsWrittenCleanOrRefused) {
  namespace fs = std::filesystem;
  int written = 0;
  for (const char* folder : {"examples", "tests/data", "tests/hostile"})
    for (const fs::directory_entry& entry :
         fs::recursive_directory_iterator(kSource + "/" + folder)) {
      if (!entry.is_regular_file() || entry.path().extension() != ".yaml") continue;
      const std::string text = slurp(entry.path().string());
      const Answer answer = record_answer(text, kEnglish);
      if (answer.status == 200) {
        ++written;
        const CheckResult rewritten = check_text(answer.body);
        EXPECT_TRUE(rewritten.status == Status::finished || rewritten.status == Status::interrupted)
            << entry.path() << "\n"
            << answer.body;
        EXPECT_TRUE(rewritten.diagnostics.empty()) << entry.path() << "\n" << answer.body;
      } else {
        EXPECT_TRUE(answer.status == 400 || answer.status == 413) << entry.path();
        EXPECT_TRUE(parsed(answer)["error"]["code"].is_string()) << entry.path();
      }
      const Answer move = move_answer("/api/move?seed=1", text, kEnglish);
      EXPECT_TRUE(move.status == 200 || move.status == 400 || move.status == 413) << entry.path();
    }
  EXPECT_GT(written, 20);
}

}  // namespace
}  // namespace lucas::serve
