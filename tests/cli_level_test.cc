// The computer's levels end to end: hint --level, match (records checked by lucas check),
// handout puzzles (the PDF read back with poppler's tools).
#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <set>
#include <tuple>

#include "support/checks.h"
#include "support/json.h"
#include "support/pages.h"
#include "support/pixels.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::testing {
namespace {

const std::string kOpenChain = "tests/data/analyze-open-chain.yaml";

TEST(CliLevelTest, HintLevelGivesOneLineAndTheSeed) {
  const RunResult r =
      run_lucas({"hint", "--lang", "fr", "--level", "moyen", "--seed", "5", kOpenChain});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("Que jouerait le niveau moyen ?\n", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("Zoé joue, il reste 3 segments"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Le niveau moyen trace B-F.\nGraine : 5 (--seed 5 redonne ce coup).\n"),
            std::string::npos)
      << r.out;

  const RunResult json =
      run_lucas({"hint", "--level", "ma\xC3\xAEtre", "--format", "json", kOpenChain});
  EXPECT_EQ(json.exit_code, 0) << json.err;
  const Json doc = parse_json(json.out);
  EXPECT_EQ(doc["level"], "master");
  EXPECT_EQ(doc["move"], "B-F");
  EXPECT_EQ(doc["to_move"], "Zoé");
  EXPECT_EQ(doc["over"], false);
  EXPECT_TRUE(doc["seed"].is_number_unsigned());
}

TEST(CliLevelTest, HintLevelOnAFinishedGameHasNoMove) {
  const RunResult json = run_lucas(
      {"hint", "--level", "hard", "--seed", "9", "--format", "json", "examples/mia-noe.yaml"});
  EXPECT_EQ(json.exit_code, 0) << json.err;
  const Json doc = parse_json(json.out);
  EXPECT_EQ(doc["over"], true);
  EXPECT_TRUE(doc["move"].is_null());
  EXPECT_TRUE(doc["to_move"].is_null());
  EXPECT_EQ(doc["seed"], 9);
  const RunResult text = run_lucas(
      {"hint", "--lang", "en", "--level", "hard", "--seed", "9", "examples/mia-noe.yaml"});
  EXPECT_EQ(text.out,
            "What would the hard level play?\nThe game is over: there is nothing left to play.\n"
            "Seed: 9 (--seed 9 gives this move again).\n");
}

TEST(CliLevelTest, HintLevelSameSeedSameMove) {
  // The empty board of 3x3 boxes: easy's first line is drawn by lot.
  const std::string record =
      "board: {boxes: 3x3}\nplayers: [{name: Mia}, {name: Noé}]\nmoves:\n  - {by: M, line: A-B}\n";
  std::set<std::string> moves;
  for (const char* seed : {"1", "2", "3", "4", "5", "6"}) {
    const RunResult a =
        run_lucas({"hint", "--level", "easy", "--seed", seed, "--format", "json", "-"}, record);
    const RunResult b =
        run_lucas({"hint", "--level", "easy", "--seed", seed, "--format", "json", "-"}, record);
    ASSERT_EQ(a.exit_code, 0) << a.err;
    EXPECT_EQ(parse_json(a.out)["move"], parse_json(b.out)["move"]);
    moves.insert(parse_json(a.out)["move"].get<std::string>());
  }
  EXPECT_GT(moves.size(), 1u);
}

TEST(CliLevelTest, HintLevelRefusesAnUnknownLevel) {
  const RunResult r = run_lucas({"hint", "--lang", "en", "--level", "expert", kOpenChain});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("'expert' is not allowed; the values are easy, medium, hard, master, "
                       "facile, moyen, difficile"),
            std::string::npos)
      << r.err;
}

TEST(CliLevelTest, MatchTotalsAndRecordsThatCheckAsFinished) {
  const std::string dir = temp_dir() + "/games";
  const RunResult r = run_lucas({"match", "--boxes", "2x3", "--levels", "medium,easy", "--games",
                                 "12", "--seed", "3", "--records", dir, "--format", "json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const Json doc = parse_json(r.out);
  EXPECT_EQ(doc["played"], 12);
  EXPECT_EQ(doc["stopped"], false);
  EXPECT_EQ(doc["seed"], 3);
  for (const Json& side : doc["sides"])
    EXPECT_EQ(side["wins"].get<int>() + side["draws"].get<int>() + side["losses"].get<int>(), 12);
  EXPECT_EQ(doc["sides"][0]["wins"], doc["sides"][1]["losses"]);
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    files.push_back(entry.path().string());
  EXPECT_EQ(files.size(), 12u);
  // All the records in one run (tests/support/checks.h): exit 0 is every record's.
  const CheckedEach check = check_each({"--lang", "en"}, files);
  EXPECT_EQ(check.exit_code, 0);
  for (size_t i = 0; i < files.size(); ++i)
    EXPECT_NE(check.reports[i].find(": finished"), std::string::npos) << check.reports[i];
  EXPECT_TRUE(std::filesystem::exists(dir + "/game-012.yaml"));

  // The same seed plays the same games.
  const RunResult again = run_lucas({"match", "--boxes", "2x3", "--levels", "medium,easy",
                                     "--games", "12", "--seed", "3", "--format", "json"});
  EXPECT_EQ(parse_json(again.out)["sides"], doc["sides"]);
  // The levels in any case and either language, as --level reads one: the same games.
  const RunResult cased = run_lucas({"match", "--boxes", "2x3", "--levels", "MOYEN,Easy", "--games",
                                     "12", "--seed", "3", "--format", "json"});
  EXPECT_EQ(cased.exit_code, 0) << cased.err;
  EXPECT_EQ(parse_json(cased.out)["sides"], doc["sides"]);
}

// Moyen and Maître share their initial: the records take A and B instead, and still check.
TEST(CliLevelTest, MatchRecordsOfLevelsWithOneInitial) {
  const std::string dir = temp_dir() + "/parties";
  const RunResult r = run_lucas({"match", "--lang", "fr", "--boxes", "2x2", "--levels",
                                 "ma\xC3\xAEtre,moyen", "--games", "2", "--records", dir});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::vector<std::string> files = {dir + "/game-001.yaml", dir + "/game-002.yaml"};
  for (const std::string& file : files) {
    const std::string text = slurp(file);
    EXPECT_NE(text.find("{name: Maître, initial: A}"), std::string::npos) << text;
  }
  // Both records in one run: exit 0 is each one's.
  const CheckedEach check = check_each({"--lang", "en"}, files);
  EXPECT_EQ(check.exit_code, 0);
  for (const std::string& report : check.reports)
    EXPECT_NE(report.find(": finished"), std::string::npos) << report;
}

TEST(CliLevelTest, MatchText) {
  const RunResult r = run_lucas({"match", "--lang", "fr", "--boxes", "3x3", "--levels",
                                 "difficile,facile", "--games", "2", "--seed", "1"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("Difficile contre Facile : 2 parties sur 3×3 carrés, sans bordure "
                        "(graine 1)\n  Difficile : ",
                        0),
            0u)
      << r.out;
  EXPECT_NE(r.out.find("\n  Facile : "), std::string::npos) << r.out;

  // The figures of docs/play.md, and the mean margin with the language's decimal mark.
  const RunResult figures = run_lucas(
      {"match", "--lang", "fr", "--boxes", "3x3", "--levels", "medium,easy", "--seed", "1"});
  EXPECT_EQ(figures.out,
            "Moyen contre Facile : 200 parties sur 3×3 carrés, sans bordure (graine 1)\n"
            "  Moyen : 188 gagnées, 0 nulle, 12 perdues ; marge moyenne +5,7 carrés par partie\n"
            "  Facile : 12 gagnées, 0 nulle, 188 perdues ; marge moyenne \u22125,7 carrés par "
            "partie\n");
  // Each count agrees with its noun, and the margin's unit with the margin: one game on one box.
  for (const auto& [lang, side] :
       {std::pair{"fr",
                  "  Difficile : 0 gagnée, 0 nulle, 1 perdue ; marge moyenne \u22121 carré "
                  "par partie\n"},
        std::pair{"en", "  Hard: 0 won, 0 drawn, 1 lost; mean margin \u22121 box a game\n"}}) {
    const RunResult one = run_lucas({"match", "--lang", lang, "--boxes", "1x1", "--levels",
                                     "hard,easy", "--games", "1", "--seed", "1"});
    EXPECT_EQ(one.exit_code, 0) << one.err;
    EXPECT_NE(one.out.find(side), std::string::npos) << one.out;
  }
}

TEST(CliLevelTest, MatchRefusesBadLevelsAndUnwritableRecords) {
  const RunResult one = run_lucas({"match", "--lang", "en", "--boxes", "3x3", "--levels", "hard"});
  EXPECT_EQ(one.exit_code, 2);
  EXPECT_NE(one.err.find("'--levels hard': give two levels with one comma between them"),
            std::string::npos)
      << one.err;
  const RunResult unknown =
      run_lucas({"match", "--lang", "en", "--boxes", "3x3", "--levels", "hard,expert"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("'--levels hard,expert'"), std::string::npos) << unknown.err;
  const RunResult no_board = run_lucas({"match", "--lang", "en", "--levels", "hard,easy"});
  EXPECT_EQ(no_board.exit_code, 2);
  EXPECT_NE(no_board.err.find("error"), std::string::npos) << no_board.err;

  const std::string dir = temp_dir();
  const RunResult file = run_shell("touch " + dir + "/taken");
  const RunResult blocked = run_lucas({"match", "--lang", "en", "--boxes", "2x2", "--levels",
                                       "easy,easy", "--games", "2", "--records", dir + "/taken"});
  EXPECT_EQ(blocked.exit_code, 2);
  EXPECT_NE(blocked.err.find("cannot make the records folder"), std::string::npos) << blocked.err;
  EXPECT_EQ(blocked.out, "");
}

TEST(CliLevelTest, MatchStopsCleanlyOnCtrlC) {
  const RunResult r = run_lucas_signalled({"match", "--lang", "en", "--boxes", "5x5", "--levels",
                                           "master,master", "--seconds", "30", "--seed", "1"},
                                          SIGINT, "never printed", 2);
  EXPECT_EQ(r.signal, 0);
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_NE(r.out.find("Match stopped after 0 games of 200."), std::string::npos) << r.out;
}

TEST(CliLevelTest, PuzzleSheetPdf) {
  const std::string pdf = temp_dir() + "/exercices.pdf";
  const RunResult r = run_lucas({"handout", "puzzles", "--lang", "fr", "--boxes", "3x3", "--count",
                                 "4", "--seed", "2", "-o", pdf});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("Graine : 2 (--seed 2 redonne ces exercices)."), std::string::npos) << r.err;
  const std::string text = run_shell("pdftotext -enc UTF-8 " + pdf + " -").out;
  EXPECT_NE(text.find("Que jouerait un maître ?"), std::string::npos) << text;
  EXPECT_NE(text.find("Réponses"), std::string::npos) << text;
  EXPECT_NE(text.find("4."), std::string::npos) << text;
  EXPECT_EQ(pages_of(pdf), 2);  // the diagrams, then the answers
}

// Without --count, the exercises fill their page, whatever the board and the paper: more of
// them on a small board, fewer on A5; --count still says exactly how many.
TEST(CliLevelTest, PuzzlesWithoutACountFillTheirPage) {
  const std::string dir = temp_dir();
  auto exercises = [](const std::string& pdf) {
    int count = 0;
    for (const PlacedWord& w : pdf_words(pdf, 1))
      if (w.text == "move") ++count;  // « Mia to move (Mia 0, Noé 0): … »
    return count;
  };
  const std::vector<std::tuple<std::string, std::string, int>> cases = {
      {"3x3", "a4", 8}, {"4x4", "a4", 6}, {"4x4", "a5", 2}};
  for (const auto& [boxes, paper, least] : cases) {
    SCOPED_TRACE(boxes + " " + paper);
    const std::string pdf = dir + "/" + boxes + paper + ".pdf";
    const RunResult r = run_lucas({"handout", "puzzles", "--lang", "en", "--boxes", boxes,
                                   "--paper", paper, "--seed", "2", "-o", pdf});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pages_of(pdf), 2);  // the exercises on one page, the answers on the next
    EXPECT_GE(exercises(pdf), least);
    if (paper == "a4") {
      EXPECT_GE(page_image(pdf, 1).ink_depth(), 0.75);
    }
  }
  const std::string small = dir + "/small.pdf";
  ASSERT_EQ(run_lucas({"handout", "puzzles", "--lang", "en", "--boxes", "3x3", "--count", "3",
                       "--seed", "2", "-o", small})
                .exit_code,
            0);
  EXPECT_EQ(exercises(small), 3);
}

TEST(CliLevelTest, PuzzleOptionsOnlyWherePuzzlesAre) {
  const RunResult r = run_lucas(
      {"handout", "practice", "--lang", "en", "--count", "3", "-o", temp_dir() + "/p.pdf"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("'--count': the template 'practice' has no exercises; those that have: "
                       "puzzles"),
            std::string::npos)
      << r.err;
  const RunResult big = run_lucas(
      {"handout", "puzzles", "--lang", "en", "--boxes", "6x6", "-o", temp_dir() + "/p.pdf"});
  EXPECT_EQ(big.exit_code, 2);
  EXPECT_NE(big.err.find("no exercises on this board"), std::string::npos) << big.err;
}

}  // namespace
}  // namespace lucas::testing
