// --format json of every command: read back by nlohmann and by Python's own JSON reader,
// accents kept, every field of the type docs/json.md gives.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "support/json.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::testing {
namespace {

// The document a run printed, after Python's reader has accepted it too.
Json parsed(const RunResult& r) { return parse_json(r.out); }

TEST(CliJsonTest, CheckGivesOneShapeOfPlayersAndScore) {
  const RunResult r = run_lucas(
      {"check", "--format", "json", "tests/data/mia-noe-bad.yaml", "examples/mia-noe.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  const Json d = parsed(r);
  ASSERT_TRUE(d.is_array());
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0]["players"], Json::parse(R"([{"name": "Mia", "initial": "M"},
                                             {"name": "Noé", "initial": "N"}])"));
  EXPECT_EQ(d[0]["score"], Json::parse("[2, 0]"));
  EXPECT_EQ(d[0]["next"], "M");
  EXPECT_TRUE(d[0]["winner"].is_null());
  EXPECT_TRUE(d[0]["moves"].is_number_integer());
  const Json& diagnostic = d[0]["diagnostics"][0];
  EXPECT_EQ(diagnostic["code"], "repeated-line");
  EXPECT_TRUE(diagnostic["line"].is_number_integer());
  EXPECT_TRUE(diagnostic["column"].is_number_integer());
  EXPECT_EQ(diagnostic["move"], 8);
  EXPECT_EQ(d[1]["status"], "finished");
  EXPECT_EQ(d[1]["winner"], "M");
  EXPECT_TRUE(d[1]["next"].is_null());
  EXPECT_EQ(d[1]["verdict"], "finished — Mia 4, Noé 2: Mia wins");
  // Written as UTF-8, not escaped.
  EXPECT_NE(r.out.find("\"Noé\""), std::string::npos);
}

TEST(CliJsonTest, AFileNameThatIsNoUtf8StillGivesValidJson) {
  const std::string dir = temp_dir();
  const std::string name = "No\xE9.yaml";  // Latin-1
  std::filesystem::copy_file(LUCAS_SOURCE_DIR "/examples/mia-noe.yaml", dir + "/" + name);
  const RunResult r = run_lucas({"check", "--format", "json", name}, "", {}, dir);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const Json d = parsed(r);
  // File names are shown as every output shows them: the bad byte written \xE9 (docs/report.md).
  EXPECT_EQ(d[0]["file"], "No\\xE9.yaml");
  EXPECT_EQ(d[0]["status"], "finished");
  std::filesystem::remove_all(dir);
}

TEST(CliJsonTest, AnalyzeFieldsAndTypes) {
  const RunResult r = run_lucas({"analyze", "--format", "json", "tests/data/analyze-blunder.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const Json d = parsed(r);
  EXPECT_EQ(d["title"], "Chaîne rendue");
  EXPECT_EQ(d["players"][0], Json::parse(R"({"name": "Léo", "initial": "L"})"));
  ASSERT_EQ(d["moves"].size(), 10u);
  for (const Json& move : d["moves"]) {
    EXPECT_TRUE(move["number"].is_number_integer());
    EXPECT_TRUE(move["value_before"].is_number_integer());
    EXPECT_TRUE(move["best"].is_array());
    EXPECT_EQ(move["solved"], true);
    EXPECT_EQ(move["score"].size(), 2u);
  }
  const Json& blunder = d["moves"][7];
  EXPECT_EQ(blunder["player"], "Zoé");
  EXPECT_EQ(blunder["kind"], "loony");
  EXPECT_EQ(blunder["mark"], "??");
  EXPECT_EQ(blunder["cost"], 3);
  EXPECT_EQ(blunder["best"], Json::parse(R"(["B-F"])"));
  EXPECT_EQ(d["turning_point"], Json::parse(R"({"move": 8, "predicted": [3, 0]})"));
  EXPECT_EQ(d["solved_from"], 1);
  EXPECT_TRUE(d["positions"].is_number_unsigned());
  EXPECT_TRUE(d["seconds"].is_number());
  EXPECT_EQ(d["budget_seconds"], 6.0);
  EXPECT_FALSE(d.contains("nodes"));
}

TEST(CliJsonTest, HintFieldsAndTypes) {
  const RunResult r =
      run_lucas({"hint", "--format", "json", "--lang", "fr", "tests/data/analyze-open-chain.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const Json d = parsed(r);
  EXPECT_EQ(d["over"], false);
  EXPECT_EQ(d["to_move"], "Zoé");
  EXPECT_EQ(d["value"], 3);
  EXPECT_EQ(d["best"], Json::parse(R"(["B-F"])"));
  EXPECT_EQ(d["solved"], true);
  EXPECT_TRUE(d["safe_lines"].is_number_integer());
  EXPECT_TRUE(d["long_chains"].is_number_integer());
  EXPECT_TRUE(d["loops"].is_number_integer());
  EXPECT_EQ(d["why"],
            "prenez tous les carrés : les refuser coûterait plus que ne rapporte le contrôle.");

  const Json over = parsed(run_lucas({"hint", "--format", "json", "examples/mia-noe.yaml"}));
  EXPECT_EQ(over["over"], true);
  EXPECT_EQ(over["solved"], false);
  for (const char* field :
       {"to_move", "value", "best", "safe_lines", "long_chains", "loops", "why"})
    EXPECT_TRUE(over[field].is_null()) << field;
}

// Each first move's value by name.
std::map<std::string, int> move_values(const Json& d) {
  std::map<std::string, int> values;
  for (const Json& move : d["moves"]) values[move["line"]] = move["value"];
  return values;
}

// The values are those of a plain brute force over every set of lines (the retrograde solver of
// src/solve/solver_test.cc, which checks the same boards from empty).
TEST(CliJsonTest, SolveTwoByThreeBoxes) {
  const RunResult r = run_lucas({"solve", "--boxes", "2x3", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const Json d = parsed(r);
  EXPECT_EQ(d["board"], Json::parse(R"({"grid": "square", "boxes": "2x3", "dots": "3x4"})"));
  EXPECT_EQ(d["border"], "none");
  EXPECT_EQ(d["lines"], 17);
  EXPECT_EQ(d["value"], -2);
  EXPECT_EQ(d["solved"], true);
  EXPECT_TRUE(d["stopped"].is_null());
  ASSERT_EQ(d["moves"].size(), 17u);
  for (const Json& move : d["moves"]) {
    EXPECT_EQ(move["value"], -2) << move["line"];
    EXPECT_EQ(move["best"], true) << move["line"];
  }
  EXPECT_EQ(move_values(d).count("A-B"), 1u);
  EXPECT_TRUE(d["positions"].is_number_unsigned());
  EXPECT_GT(d["positions"].get<std::uint64_t>(), 0u);
  EXPECT_TRUE(d["seconds"].is_number());
  EXPECT_TRUE(d["table_bytes"].is_number_unsigned());
  EXPECT_TRUE(d["estimate"]["seconds"].is_number());
  EXPECT_TRUE(d["estimate"]["positions"].is_number_integer());
}

TEST(CliJsonTest, SolveSwedishThreeByThree) {
  const RunResult r =
      run_lucas({"solve", "--boxes", "3x3", "--border", "swedish", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const Json d = parsed(r);
  EXPECT_EQ(d["border"], "swedish");
  EXPECT_EQ(d["lines"], 12);
  EXPECT_EQ(d["value"], 7);
  const std::map<std::string, int> expected = {{"E-F", -3}, {"F-G", 7},  {"G-H", -3}, {"I-J", -3},
                                               {"J-K", 7},  {"K-L", -3}, {"B-F", -3}, {"C-G", -3},
                                               {"F-J", 7},  {"G-K", 7},  {"J-N", -3}, {"K-O", -3}};
  EXPECT_EQ(move_values(d), expected);
  for (const Json& move : d["moves"]) EXPECT_EQ(move["best"], move["value"] == 7) << move;
}

}  // namespace
}  // namespace lucas::testing
