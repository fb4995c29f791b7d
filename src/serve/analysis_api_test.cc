// The answers that weigh a record: /api/analyze and /api/hint are the commands' JSON for every
// record of the examples and the test data, in both languages; /api/move is lucas play's
// Chopsticks computer; every refusal is the command's.
#include "serve/analysis_api.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "game/chopsticks_notation.h"
#include "solve/chopsticks_level.h"
#include "solve/chopsticks_table.h"
#include "support/answers.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::serve {
namespace {

namespace fs = std::filesystem;
using testing::run_lucas;
using testing::slurp;

// The records of the examples and the test data (not their subfolders: the corpus of codes
// is check's), both games, every grid.
std::vector<std::string> records() {
  std::vector<std::string> files;
  for (const char* folder : {"examples", "tests/data"})
    for (const fs::directory_entry& entry : fs::directory_iterator(kSource + "/" + folder))
      if (entry.is_regular_file() && entry.path().extension() == ".yaml")
        files.push_back(fs::relative(entry.path(), kSource).string());
  std::sort(files.begin(), files.end());
  return files;
}

// What lucas prints on standard error for a record or option it refuses: its code and message.
struct Refusal {
  std::string code;
  std::string message;
};

// "lucas: error[code]: message" ("erreur[code]" in French); a message that names the file names
// « le relevé » on the page, whose record is a request's body.
Refusal refusal_of(const std::string& err, const std::string& file = "",
                   const Catalogue& catalogue = kEnglish) {
  const size_t open = err.find('[');
  const size_t close = err.find("]: ", open);
  if (open == std::string::npos || close == std::string::npos) return {err, err};
  std::string message = err.substr(close + 3, err.find('\n', close) - close - 3);
  if (const size_t at = file.empty() ? std::string::npos : message.find(file);
      at != std::string::npos)
    message.replace(at, file.size(), catalogue.text("where.record"));
  return {err.substr(open + 1, close - open - 1), message};
}

// A command's run, kept: the budget's probe below is also the English run the comparison makes.
const testing::RunResult& command_run(const std::vector<std::string>& args) {
  static std::map<std::vector<std::string>, testing::RunResult> runs;
  auto found = runs.find(args);
  if (found == runs.end()) found = runs.emplace(args, run_lucas(args)).first;
  return found->second;
}

// The command line expect_same() runs.
std::vector<std::string> command_line(const std::string& command,
                                      const std::vector<std::string>& options,
                                      const std::string& file, const std::string& language) {
  std::vector<std::string> args{command, "--format", "json", "--lang", language};
  args.insert(args.end(), options.begin(), options.end());
  args.push_back(file);
  return args;
}

// The budget to compare a record's analysis with: where a budget runs out depends on the machine
// and its load, so a record the solver cannot finish within 3 s is compared unsolved (0 s).
std::string budget_for(const std::string& command, const std::string& file) {
  const auto& run = command_run(command_line(command, {"--seconds", "3"}, file, "en"));
  if (run.exit_code != 2 && Json::parse(run.out).value("no_value", Json()) == "budget") return "0";
  return "3";
}

// The command's document or refusal beside the API's answer for one record and one query.
void expect_same(const std::string& command, const std::vector<std::string>& options,
                 const std::string& file, const std::string& language, const Answer& answer) {
  const auto& run = command_run(command_line(command, options, file, language));
  if (run.exit_code == 2) {
    // Unreadable, or refused: the first error the command gives.
    EXPECT_EQ(answer.status, 400) << file << " " << language << answer.body;
    const Refusal refusal = refusal_of(run.err, file, Catalogue::get(language));
    const Json error = parsed(answer)["error"];
    EXPECT_EQ(error["code"], refusal.code) << file << " " << language;
    EXPECT_EQ(error["message"], refusal.message) << file << " " << language;
    return;
  }
  ASSERT_EQ(answer.status, 200) << file << " " << language << answer.body;
  Json expected = Json::parse(run.out);
  Json got = parsed(answer);
  expected.erase("file");
  // The time the analysis took is the one field two runs do not share.
  for (Json* document : {&expected, &got})
    if (document->contains("seconds")) (*document)["seconds"] = 0;
  EXPECT_EQ(got, expected) << file << " " << language;
}

TEST(AnalyzeAnswer, IsTheCommandsJsonForEveryRecordInBothLanguages) {
  const auto files = records();
  ASSERT_GT(files.size(), 20u);
  for (const std::string& file : files) {
    const std::string seconds = budget_for("analyze", file);
    for (const char* language : {"fr", "en"})
      expect_same("analyze", {"--seconds", seconds}, file, language,
                  analyze_answer("/api/analyze?seconds=" + seconds, slurp(kSource + "/" + file),
                                 Catalogue::get(language)));
  }
}

TEST(HintAnswer, IsTheCommandsJsonForEveryRecordInBothLanguages) {
  for (const std::string& file : records()) {
    const std::string seconds = budget_for("hint", file);
    for (const char* language : {"fr", "en"}) {
      const std::string text = slurp(kSource + "/" + file);
      const Catalogue& catalogue = Catalogue::get(language);
      expect_same("hint", {"--seconds", seconds}, file, language,
                  hint_answer("/api/hint?seconds=" + seconds, text, catalogue));
      // A level's line, the computer's move of lucas play: the same seed, the same line.
      expect_same("hint", {"--level", "hard", "--seed", "12"}, file, language,
                  hint_answer("/api/hint?level=hard&seed=12", text, catalogue));
      expect_same(
          "hint", {"--level", "maître", "--seed", "3", "--seconds", seconds}, file, language,
          hint_answer("/api/hint?level=ma%C3%AEtre&seed=3&seconds=" + seconds, text, catalogue));
    }
  }
}

TEST(HintAnswer, WithoutASeedTheLevelTakesOneFromTheClockAndSaysIt) {
  const std::string record = slurp(kSource + "/tests/data/analyze-open-chain.yaml");
  const Json json = parsed(hint_answer("/api/hint?level=easy", record, kEnglish));
  ASSERT_TRUE(json.contains("seed")) << json.dump();
  const std::string seed = std::to_string(json["seed"].get<std::uint64_t>());
  // The seed answered gives the same line again.
  EXPECT_EQ(parsed(hint_answer("/api/hint?level=easy&seed=" + seed, record, kEnglish))["move"],
            json["move"]);
}

// Each option the command refuses is refused with its code and message, in the language asked.
TEST(AnalysisAnswers, ABadOptionIsTheCommandsErrorWith400) {
  struct Case {
    const char* command;
    const char* query;
    std::vector<std::string> args;
  };
  const Case cases[] = {
      {"analyze", "seconds=abc", {"--seconds", "abc"}},
      {"analyze", "seconds=4000", {"--seconds", "4000"}},
      {"analyze", "seconds=-1", {"--seconds=-1"}},
      {"analyze", "seconds=nan", {"--seconds", "nan"}},
      {"hint", "seconds=3601", {"--seconds", "3601"}},
      {"hint", "level=grandmaster", {"--level", "grandmaster"}},
      {"hint", "level=perfect", {"--level", "perfect"}},
      {"hint", "seed=-4", {"--seed=-4"}},
      {"hint", "seed=1000000000000", {"--seed", "1000000000000"}},
      {"hint", "seed=12x", {"--seed", "12x"}},
  };
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  for (const char* language : {"en", "fr"})
    for (const Case& c : cases) {
      const Catalogue& catalogue = Catalogue::get(language);
      const std::string target = std::string("/api/") + c.command + "?" + c.query;
      const Answer answer = std::string(c.command) == "analyze"
                                ? analyze_answer(target, record, catalogue)
                                : hint_answer(target, record, catalogue);
      EXPECT_EQ(answer.status, 400) << c.query;
      std::vector<std::string> args{c.command, "examples/mia-noe.yaml", "--lang", language};
      args.insert(args.end(), c.args.begin(), c.args.end());
      const auto run = run_lucas(args);
      EXPECT_EQ(run.exit_code, 2) << c.query;
      const Refusal refusal = refusal_of(run.err);
      const Json error = parsed(answer)["error"];
      EXPECT_EQ(error["code"], refusal.code) << c.query << " " << language;
      EXPECT_EQ(error["message"], refusal.message) << c.query << " " << language;
    }
}

TEST(AnalysisAnswers, AnUnknownKeyARepeatedKeyOrABadEscapeIs400) {
  const std::string record = slurp(kSource + "/examples/mia-noe.yaml");
  const Answer misspelt = hint_answer("/api/hint?levle=hard", record, kEnglish);
  EXPECT_EQ(misspelt.status, 400);
  EXPECT_EQ(parsed(misspelt)["error"]["code"], "unknown-option");
  EXPECT_EQ(parsed(misspelt)["error"]["message"], "unknown option --levle; did you mean --level?");
  // analyze has no level: the command refuses it too.
  const Answer level = analyze_answer("/api/analyze?level=hard", record, kEnglish);
  EXPECT_EQ(level.status, 400);
  EXPECT_EQ(parsed(level)["error"]["code"], "unknown-option");
  const Answer twice = analyze_answer("/api/analyze?seconds=1&seconds=2", record, kEnglish);
  EXPECT_EQ(twice.status, 400);
  EXPECT_EQ(parsed(twice)["error"]["code"], "wrong-count");
  for (const Answer& escape : {analyze_answer("/api/analyze?seconds=%G1", record, kEnglish),
                               hint_answer("/api/hint?seed=%", record, kEnglish),
                               move_answer("/api/move?seed=%zz", record, kEnglish)}) {
    EXPECT_EQ(escape.status, 400);
    EXPECT_EQ(parsed(escape)["error"]["code"], "bad-value");
  }
}

TEST(AnalysisAnswers, ATextThatIsNoRecordIs400AndATooLongOne413) {
  const std::string huge = "title: " + std::string((1 << 20) + 1, 'a') + "\n";
  for (const auto& answer_of : {analyze_answer, hint_answer, move_answer}) {
    const Answer syntax = answer_of("/api/x", "moves: [\n  - {by: M", kEnglish);
    EXPECT_EQ(syntax.status, 400);
    EXPECT_EQ(parsed(syntax)["error"]["code"], "syntax");
    const Answer empty = answer_of("/api/x", "", kEnglish);
    EXPECT_EQ(empty.status, 400);
    EXPECT_FALSE(parsed(empty)["error"]["code"].get<std::string>().empty());
    const Answer large = answer_of("/api/x", huge, kEnglish);
    EXPECT_EQ(large.status, 413);
    EXPECT_EQ(parsed(large)["error"]["code"], "too-large");
  }
}

TEST(HintAnswer, AChopsticksRecordIsRefusedAsTheCommandRefusesIt) {
  const Answer answer =
      hint_answer("/api/hint", slurp(kSource + "/examples/chopsticks-cutoff.yaml"), kEnglish);
  EXPECT_EQ(answer.status, 400);
  EXPECT_EQ(parsed(answer)["error"]["code"], "unknown-game");
  EXPECT_EQ(parsed(answer)["error"]["message"],
            "the record is a Chopsticks record; lucas hint takes Dots-and-Boxes records (lucas "
            "check, lucas analyze and lucas solve --game chopsticks --record take Chopsticks "
            "records)");
}

TEST(AnalyzeAnswer, AChopsticksCircleIsRefusedAsTheCommandRefusesIt) {
  const Answer answer =
      analyze_answer("/api/analyze", slurp(kSource + "/examples/chopsticks-circle.yaml"), kEnglish);
  EXPECT_EQ(answer.status, 400);
  const auto run = run_lucas({"analyze", "examples/chopsticks-circle.yaml", "--lang", "en"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(parsed(answer)["error"]["code"], refusal_of(run.err).code);
  EXPECT_EQ(parsed(answer)["error"]["message"],
            "the record has more than two players; the solved table is the two-player game's");
}

// The Chopsticks computer of lucas play: the same ChopsticksPlayer, the same seed, the same move.
TEST(MoveAnswer, IsTheMoveOfLucasPlaysChopsticksComputer) {
  const std::string start =
      "game: chopsticks\nplayers: [{name: Lina, initial: L}, {name: Sami, initial: S}]\n"
      "moves: []\n";
  const ChopsticksTable table(ChopsticksRules{});
  for (const ChopsticksLevel level : {ChopsticksLevel::easy, ChopsticksLevel::perfect})
    for (std::uint64_t seed : {1u, 2u, 3u, 4u, 5u, 6u}) {
      const Answer answer =
          move_answer("/api/move?level=" + std::string(chopsticks_level_name(level)) +
                          "&seed=" + std::to_string(seed),
                      start, kEnglish);
      ASSERT_EQ(answer.status, 200) << answer.body;
      const Json json = parsed(answer);
      ChopsticksPlayer computer(table, level, seed);
      EXPECT_EQ(json["move"], written(computer.choose(ChopsticksPosition::start(2))));
      EXPECT_EQ(json["level"], chopsticks_level_name(level));
      EXPECT_EQ(json["seed"], seed);
      EXPECT_EQ(json["over"], false);
      EXPECT_EQ(json["next"], "L");
      EXPECT_EQ(json["after"], 0);
      EXPECT_EQ(json["hands"], Json({{1, 1}, {1, 1}}));
    }
  // French level names, as the command takes them; easy by default.
  EXPECT_EQ(parsed(move_answer("/api/move?level=parfait&seed=1", start, kEnglish))["level"],
            "perfect");
  EXPECT_EQ(parsed(move_answer("/api/move?seed=1", start, kEnglish))["level"], "easy");
}

TEST(MoveAnswer, TheWeighingIsSolveRecordsAndAFinishedGameHasNoMove) {
  const std::string file = "examples/chopsticks-cutoff.yaml";
  const Json json = parsed(move_answer("/api/move?seed=1", slurp(kSource + "/" + file), kEnglish));
  EXPECT_EQ(json["over"], true);
  EXPECT_EQ(json["move"], nullptr);
  Json solved =
      Json::parse(run_lucas({"solve", "--game", "chopsticks", "--record", file, "--format", "json"})
                      .out)["record"];
  solved.erase("file");
  for (const auto& [key, value] : solved.items()) EXPECT_EQ(json[key], value) << key;
  const Json rollover =
      parsed(move_answer("/api/move?level=perfect&seed=1",
                         slurp(kSource + "/examples/chopsticks-rollover.yaml"), kEnglish));
  EXPECT_TRUE(rollover.contains("value"));
}

TEST(MoveAnswer, ADotsAndBoxesRecordACircleOrABadOptionIs400) {
  const Answer dots = move_answer("/api/move", slurp(kSource + "/examples/mia-noe.yaml"), kEnglish);
  EXPECT_EQ(dots.status, 400);
  EXPECT_EQ(parsed(dots)["error"]["message"],
            "the record is a Dots-and-Boxes record; --record takes a Chopsticks record (game: "
            "chopsticks)");
  const Answer circle =
      move_answer("/api/move", slurp(kSource + "/examples/chopsticks-circle.yaml"), kEnglish);
  EXPECT_EQ(circle.status, 400);
  EXPECT_EQ(parsed(circle)["error"]["code"], "bad-option");
  const std::string start = slurp(kSource + "/examples/chopsticks-cutoff.yaml");
  const Answer level = move_answer("/api/move?level=hard", start, kEnglish);
  EXPECT_EQ(level.status, 400);
  EXPECT_EQ(parsed(level)["error"]["code"], "bad-value");
  EXPECT_EQ(parsed(level)["error"]["message"],
            "the value of --level is refused: 'hard' is not allowed; the values are easy, perfect, "
            "facile and parfait");
  const Answer seed = move_answer("/api/move?seed=x", start, kEnglish);
  EXPECT_EQ(seed.status, 400);
  EXPECT_EQ(parsed(seed)["error"]["code"], "bad-value");
  const Answer seconds = move_answer("/api/move?seconds=2", start, kEnglish);
  EXPECT_EQ(seconds.status, 400);
  EXPECT_EQ(parsed(seconds)["error"]["code"], "unknown-option");
}

}  // namespace
}  // namespace lucas::serve
