// A pupil's mistakes and a teacher's typing, end to end: each record of tests/data/mistakes/
// gives, in French and in English, exactly the text beside it (<name>.fr.txt, <name>.en.txt),
// with its exit code; the JSON keeps the score, next player and winner the moves give.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "support/checks.h"
#include "support/json.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::testing {
namespace {

const std::string kDir = "tests/data/mistakes";

// The exit code of each record: 1 for a mistake, which is a finding; 2 only for what is no
// record at all; 0 for what a teacher types and lucas reads.
const std::map<std::string, int> kExitCodes = {
    {"box-not-on-board", 1},
    {"box-not-on-one-box-board", 1},
    {"box-twice", 1},
    {"box-zero", 1},
    {"false-claim-interrupted", 1},
    {"false-claims", 1},
    {"next-nobody", 1},
    {"score-above-boxes", 1},
    {"score-negative", 1},
    {"score-nobody", 1},
    {"tab-indent", 2},
    {"typed-fast", 0},
};

TEST(CliMistakesTest, EveryRecordSaysItsExactTextInBothLanguages) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(LUCAS_SOURCE_DIR "/" + kDir))
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  ASSERT_EQ(names.size(), kExitCodes.size()) << "every record has its exit code here";
  std::vector<std::string> files;
  for (const std::string& name : names) {
    ASSERT_TRUE(kExitCodes.count(name)) << name;
    files.push_back(kDir + "/" + name + ".yaml");
  }
  // One run for all the records in each form (tests/support/checks.h); each record's own exit
  // code from its status in the JSON.
  const CheckedEach json = check_each({"--format", "json"}, files);
  int worst = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    EXPECT_EQ(json.exit_codes[i], kExitCodes.at(names[i])) << names[i];
    worst = std::max(worst, kExitCodes.at(names[i]));
  }
  for (const std::string language : {"fr", "en"}) {
    const CheckedEach text = check_each({"--color", "never", "--lang", language}, files);
    EXPECT_EQ(text.exit_code, worst) << "the worst of the records'";
    for (size_t i = 0; i < names.size(); ++i) {
      const std::string base = kDir + "/" + names[i];
      const std::string expected =
          slurp(std::string(LUCAS_SOURCE_DIR) + "/" + base + "." + language + ".txt");
      ASSERT_FALSE(expected.empty()) << base << "." << language << ".txt";
      EXPECT_EQ(text.reports[i], expected) << names[i] << " in " << language;
    }
  }
}

TEST(CliMistakesTest, JsonKeepsWhatTheMovesGive) {
  const RunResult r = run_lucas({"check", "--format", "json", kDir + "/false-claims.yaml",
                                 kDir + "/false-claim-interrupted.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  const Json d = parse_json(r.out);
  const Json& whole = d[0];
  EXPECT_EQ(whole["status"], "invalid");
  EXPECT_EQ(whole["score"], Json::parse("[5, 1]"));
  EXPECT_TRUE(whole["next"].is_null());
  EXPECT_EQ(whole["winner"], "L");
  EXPECT_EQ(whole["verdict"], "invalid — 6 errors; from the moves: Léa 5, Maël 1, Léa wins");
  std::vector<std::string> codes;
  for (const Json& diagnostic : whole["diagnostics"]) codes.push_back(diagnostic["code"]);
  EXPECT_EQ(codes, (std::vector<std::string>{"unknown-player", "wrong-boxes", "wrong-score",
                                             "wrong-boxes", "wrong-next", "wrong-result"}));
  const Json& interrupted = d[1];
  EXPECT_EQ(interrupted["status"], "invalid");
  EXPECT_EQ(interrupted["score"], Json::parse("[2, 0]"));
  EXPECT_EQ(interrupted["next"], "N");
  EXPECT_TRUE(interrupted["winner"].is_null());
}

}  // namespace
}  // namespace lucas::testing
