// One way from a file to a checked game: check, replay, analyze, hint and handout --record say
// the same about the same record, with the same exit code.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "support/checks.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

struct RecordAndCode {
  std::string path;
  int exit_code;
};

// Unreadable (no such file, then not YAML), invalid (a repeated line) and valid records.
// A handout template whose replay blocks take the record given with --record.
const std::string kReplayTemplate = LUCAS_SOURCE_DIR "/tests/data/handout-replay.yaml";

const std::vector<RecordAndCode> kEveryStatus = {
    {"tests/data/no-such-record.yaml", 2},
    {"tests/hostile/syntax-unclosed-flow.yaml", 2},
    {"tests/data/mia-noe-bad.yaml", 1},
    {"examples/mia-noe.yaml", 0},
};

// Every command that reads a record, with what it needs besides.
std::vector<std::vector<std::string>> commands_on(const std::string& record,
                                                  const std::string& dir) {
  return {
      {"replay", record, "-o", dir + "/replay.pdf"},
      {"analyze", record},
      {"hint", record},
      {"handout", kReplayTemplate, "--record", record, "-o", dir + "/handout.pdf"},
  };
}

TEST(CliLoadTest, EveryCommandSaysWhatCheckSays) {
  // What check says of each record alone, from one run for them all in each language, and each
  // record's own exit code from one in JSON (tests/support/checks.h).
  std::vector<std::string> paths;
  for (const RecordAndCode& record : kEveryStatus) paths.push_back(record.path);
  const CheckedEach json = check_each({"--format", "json"}, paths);
  int worst = 0;
  for (size_t i = 0; i < paths.size(); ++i) {
    ASSERT_EQ(json.exit_codes[i], kEveryStatus[i].exit_code) << paths[i];
    worst = std::max(worst, kEveryStatus[i].exit_code);
  }
  for (const std::string language : {"en", "fr"}) {
    const CheckedEach checked = check_each({"--lang", language}, paths);
    ASSERT_EQ(checked.exit_code, worst) << language;
    for (size_t i = 0; i < paths.size(); ++i) {
      const RecordAndCode& record = kEveryStatus[i];
      const std::string& said = checked.reports[i];
      const std::string dir = temp_dir();
      for (std::vector<std::string> args : commands_on(record.path, dir)) {
        SCOPED_TRACE(args[0] + " " + record.path + " " + language);
        args.insert(args.end(), {"--lang", language});
        const RunResult r = run_lucas(args);
        EXPECT_EQ(r.exit_code, record.exit_code);
        // A valid record has nothing to say; check's verdict line is its own output. An
        // analysis of a record says what it covers itself, instead of check's verdict.
        const bool analysis = args[0] == "analyze" || args[0] == "hint";
        const std::string verdict_left_out = said.substr(0, said.rfind('\n', said.size() - 2) + 1);
        EXPECT_EQ(r.err, record.exit_code == 0               ? ""
                         : analysis && record.exit_code == 1 ? verdict_left_out
                                                             : said);
      }
    }
  }
}

// The diagnostics are those of check, as text: the first line of each, exactly.
TEST(CliLoadTest, TheDiagnosticsReadAsCheckPrintsThem) {
  const RunResult missing = run_lucas({"analyze", "tests/data/no-such-record.yaml"});
  EXPECT_EQ(missing.err,
            "tests/data/no-such-record.yaml: error[cannot-read]: no such file\n"
            "tests/data/no-such-record.yaml: unreadable — not a move record\n");
  const RunResult bad = run_lucas({"hint", "tests/data/mia-noe-bad.yaml", "--lang", "fr"});
  EXPECT_EQ(bad.err.substr(0, bad.err.find('\n')),
            "tests/data/mia-noe-bad.yaml:15:5: erreur[repeated-line]: coup 8 : F-B est déjà tracé "
            "(le coup 7 a tracé B-F)");
}

// A replay block is drawn from the record read once, however many blocks replay it: its
// diagnostics are printed once too.
TEST(CliLoadTest, HandoutReadsItsRecordOnce) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"handout", kReplayTemplate, "--record", "-", "-o", dir + "/h.pdf"},
                                slurp(LUCAS_SOURCE_DIR "/tests/data/mia-noe-bad.yaml"));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, dir + "/h.pdf\n");
  const RunResult check =
      run_lucas({"check", "-"}, slurp(LUCAS_SOURCE_DIR "/tests/data/mia-noe-bad.yaml"));
  EXPECT_EQ(r.err, check.out);
}

}  // namespace
}  // namespace lucas::testing
