// One board grammar and one border parser, end to end: every command that takes a board
// (sheet, solve, handout) and the records check reads accept the same spellings and refuse the
// same slips with the same words.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "support/checks.h"
#include "support/pages.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

// 3 rows of 4 dots, that is 2 rows of 3 boxes, in every spelling.
const std::vector<std::string> kDots = {"3x4", "3X4", "3\u00d74", "3 x 4", " 3 \u00d7 4 "};
const std::vector<std::string> kBoxes = {"2x3", "2X3", "2\u00d73", "2 x 3", " 2 \u00d7 3 "};

// The dot names of a one-grid sheet, row by row as pdftotext lays them out.
std::string sheet_labels(const std::string& pdf) {
  return run_shell("pdftotext -layout -enc UTF-8 '" + pdf +
                   "' - | grep -E '^ *[A-Z]( +[A-Z])* *$' | tr -s ' ' | sed 's/^ //; s/ $//'")
      .out;
}

TEST(CliBoardTest, SolveTakesEverySpellingInDotsAndBoxes) {
  for (const auto& [option, spellings] : {std::pair{"--dots", kDots}, std::pair{"--boxes", kBoxes}})
    for (const std::string& size : spellings) {
      SCOPED_TRACE(std::string(option) + " '" + size + "'");
      const RunResult r = run_lucas({"solve", option, size});
      EXPECT_EQ(r.exit_code, 0) << r.err;
      EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "2×3 boxes, no border: 17 lines to draw");
    }
}

TEST(CliBoardTest, SheetTakesEverySpellingInDotsAndBoxes) {
  const std::string dir = temp_dir();
  for (const auto& [option, spellings] : {std::pair{"--dots", kDots}, std::pair{"--boxes", kBoxes}})
    for (const std::string& size : spellings) {
      SCOPED_TRACE(std::string(option) + " '" + size + "'");
      const std::string pdf = dir + "/sheet.pdf";
      const RunResult r = run_lucas({"sheet", "-o", pdf, option, size, "--per-page", "1"});
      EXPECT_EQ(r.exit_code, 0) << r.err;
      EXPECT_EQ(sheet_labels(pdf), "A B C D\nE F G H\nI J K L\n");
    }
}

TEST(CliBoardTest, HandoutTakesEverySpellingInDotsAndBoxes) {
  const std::string dir = temp_dir();
  for (const auto& [option, spellings] : {std::pair{"--dots", kDots}, std::pair{"--boxes", kBoxes}})
    for (const std::string& size : spellings) {
      SCOPED_TRACE(std::string(option) + " '" + size + "'");
      const std::string pdf = dir + "/practice.pdf";
      const RunResult r = run_lucas({"handout", "practice", "-o", pdf, option, size});
      EXPECT_EQ(r.exit_code, 0) << r.err;
      EXPECT_EQ(form_rows_on(pdf), numbers_to(17));  // 3 x 4 dots have 17 lines
    }
}

TEST(CliBoardTest, HandoutBorderSetsTheFormsBoard) {
  const std::string pdf = temp_dir() + "/practice.pdf";
  // The practice sheet's 3 x 4 dots have 17 lines; the Swedish border draws 10 of them.
  ASSERT_EQ(run_lucas({"handout", "practice", "-o", pdf, "--border", "swedish"}).exit_code, 0);
  EXPECT_EQ(form_rows_on(pdf), numbers_to(7));
  ASSERT_EQ(run_lucas({"handout", "practice", "-o", pdf, "--border", "icelandic", "--boxes", "2x3"})
                .exit_code,
            0);
  EXPECT_EQ(form_rows_on(pdf), numbers_to(17 - 5));  // left and bottom sides: 2 + 3 lines
}

TEST(CliBoardTest, RecordsTakeEverySpellingInDotsAndBoxes) {
  const std::string record = slurp(LUCAS_SOURCE_DIR "/examples/mia-noe.yaml");
  const std::string written = "dots: 3x4";
  const size_t at = record.find(written);
  ASSERT_NE(at, std::string::npos);
  // Each spelling in a record of its own, all checked in one run (tests/support/checks.h).
  const std::string dir = temp_dir();
  std::vector<std::string> files, spelt;
  for (const auto& [key, spellings] : {std::pair{"dots", kDots}, std::pair{"boxes", kBoxes}})
    for (const std::string& size : spellings) {
      std::string text = record;
      text.replace(at, written.size(), std::string(key) + ": \"" + size + "\"");
      files.push_back(dir + "/" + std::to_string(files.size() + 1) + ".yaml");
      std::ofstream(files.back()) << text;
      spelt.push_back(std::string(key) + " '" + size + "'");
    }
  const CheckedEach checked = check_each({}, files);
  // Exit 0 is every record's.
  EXPECT_EQ(checked.exit_code, 0);
  for (size_t i = 0; i < files.size(); ++i) {
    SCOPED_TRACE(spelt[i]);
    EXPECT_EQ(checked.reports[i], files[i] + ": finished — Mia 4, Noé 2: Mia wins\n");
  }
}

struct Refusal {
  std::vector<std::string> options;
  std::string en;
  std::string fr;
};

// What every command says about a board it cannot take, in both languages.
const std::vector<Refusal> kRefusals = {
    {{"--dots", "3x4", "--boxes", "2x3"},
     "lucas: error[conflicting-options]: give the board with --dots or with --boxes, not both\n",
     "lucas: erreur[conflicting-options]: donnez le plateau par --dots ou par --boxes, pas les "
     "deux\n"},
    {{"--boxes", "3xx4"},
     "lucas: error[bad-board]: '--boxes 3xx4' is not a board size; expected rows x columns, for "
     "example 3x4\n",
     "lucas: erreur[bad-board]: « --boxes 3xx4 » n'est pas une taille de plateau ; attendu : "
     "rangées x colonnes, par exemple 3x4\n"},
    {{"--dots", ""},
     "lucas: error[bad-board]: '--dots ' is not a board size; expected rows x columns, for "
     "example 3x4\n",
     "lucas: erreur[bad-board]: « --dots  » n'est pas une taille de plateau ; attendu : rangées x "
     "colonnes, par exemple 3x4\n"},
    {{"--dots", "1x4"},
     "lucas: error[bad-board]: '--dots 1x4' is not playable here: each side needs 2 to 50 dots\n",
     "lucas: erreur[bad-board]: « --dots 1x4 » n'est pas jouable ici : chaque côté compte de 2 à "
     "50 points\n"},
    {{"--boxes", "2x50"},
     "lucas: error[bad-board]: '--boxes 2x50' is not playable here: each side needs 1 to 49 "
     "boxes\n",
     "lucas: erreur[bad-board]: « --boxes 2x50 » n'est pas jouable ici : chaque côté compte de 1 "
     "à 49 carrés\n"},
    {{"--boxes", "2x3", "--border", "swedsh"},
     "lucas: error[bad-board]: unknown border 'swedsh'; did you mean 'swedish'?\n",
     "lucas: erreur[bad-board]: bord inconnu « swedsh » ; vouliez-vous dire « swedish » ?\n"},
    {{"--boxes", "2x3", "--border", "round"},
     "lucas: error[bad-board]: unknown border 'round'; the borders are none, swedish and "
     "icelandic\n",
     "lucas: erreur[bad-board]: bord inconnu « round » ; les bords sont none, swedish et "
     "icelandic\n"},
    // The triangle and hexagon grids (seed 004).
    {{"--grid", "triangel", "--size", "3"},
     "lucas: error[bad-board]: unknown grid 'triangel'; did you mean 'triangle'?\n",
     "lucas: erreur[bad-board]: grille inconnue « triangel » ; vouliez-vous dire « triangle » ?\n"},
    {{"--grid", "star", "--size", "3"},
     "lucas: error[bad-board]: unknown grid 'star'; the grids are square, triangle and hexagon\n",
     "lucas: erreur[bad-board]: grille inconnue « star » ; les grilles sont square, triangle et "
     "hexagon\n"},
    {{"--grid", "triangle"},
     "lucas: error[missing-companion]: --grid triangle needs --size N (segments on each side of "
     "a triangle, cells on each side of a hexagon)\n",
     "lucas: erreur[missing-companion]: --grid triangle demande --size N (segments sur chaque "
     "côté d'un triangle, cases sur chaque côté d'un hexagone)\n"},
    {{"--grid", "hexagon", "--size", "2", "--boxes", "2x2"},
     "lucas: error[conflicting-options]: --grid hexagon takes --size, not --boxes\n",
     "lucas: erreur[conflicting-options]: --grid hexagon se donne avec --size, pas avec "
     "--boxes\n"},
    {{"--size", "3", "--dots", "3x3"},
     "lucas: error[bad-option]: --size goes with --grid triangle or --grid hexagon; a square "
     "board takes --dots or --boxes\n",
     "lucas: erreur[bad-option]: --size va avec --grid triangle ou --grid hexagon ; un plateau de "
     "carrés se donne par --dots ou --boxes\n"},
    {{"--grid", "hexagon", "--size", "21"},
     "lucas: error[bad-board]: '--size 21' is not playable on a hexagon: the size is a whole "
     "number from 1 to 20\n",
     "lucas: erreur[bad-board]: « --size 21 » n'est pas jouable sur un hexagone : la taille est "
     "un nombre entier de 1 à 20\n"},
    {{"--grid", "triangle", "--size", "0"},
     "lucas: error[bad-board]: '--size 0' is not playable on a triangle: the size is a whole "
     "number from 1 to 50\n",
     "lucas: erreur[bad-board]: « --size 0 » n'est pas jouable sur un triangle : la taille est un "
     "nombre entier de 1 à 50\n"},
    {{"--grid", "triangle", "--size", "2.5"},
     "lucas: error[bad-board]: '--size 2.5' is not playable on a triangle: the size is a whole "
     "number from 1 to 50\n",
     "lucas: erreur[bad-board]: « --size 2.5 » n'est pas jouable sur un triangle : la taille est "
     "un nombre entier de 1 à 50\n"},
    {{"--grid", "hexagon", "--size", "1", "--border", "icelandic"},
     "lucas: error[bad-board]: the icelandic border is drawn on square boards only, not on a "
     "hexagon; use none or swedish\n",
     "lucas: erreur[bad-board]: le bord icelandic ne se trace que sur un plateau de carrés, pas "
     "sur un hexagone ; prenez none ou swedish\n"},
};

TEST(CliBoardTest, EveryCommandRefusesTheSameWay) {
  const std::string dir = temp_dir();
  const std::string out = dir + "/out.pdf";
  const std::vector<std::vector<std::string>> commands = {
      {"sheet", "-o", out}, {"solve"}, {"handout", "practice", "-o", out}};
  for (const auto& command : commands)
    for (const Refusal& refusal : kRefusals)
      for (const std::string language : {"en", "fr"}) {
        std::vector<std::string> args = command;
        args.insert(args.end(), refusal.options.begin(), refusal.options.end());
        args.insert(args.end(), {"--lang", language});
        SCOPED_TRACE(command[0] + " " + refusal.options[1] + " " + language);
        const RunResult r = run_lucas(args);
        EXPECT_EQ(r.exit_code, 2);
        EXPECT_EQ(r.err, language == "en" ? refusal.en : refusal.fr);
        EXPECT_EQ(r.out, "");
        EXPECT_EQ(slurp(out), "");
      }
}

// A record of a triangle or a hexagon: the same words, each at the key it is about.
TEST(CliBoardTest, RecordsOfTheOtherGridsRefuseAtTheirKey) {
  const std::string players = "players: [{name: Mia}, {name: Noé}]\nmoves: [\"M A-B\"]\n";
  // Each board, and the first line check says of it after the record's name.
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"board: {grid: hexagonne, size: 2}\n",
       ":1:15: error[bad-board]: unknown grid 'hexagonne'; did you mean 'hexagon'?"},
      {"board: {grid: triangle}\n",
       ":1:8: error[bad-board]: a triangle needs its size: 'size: 3' (segments on each side "
       "of a triangle, cells on each side of a hexagon)"},
      {"board: {grid: triangle, dots: 3x3}\n",
       ":1:31: error[bad-board]: a triangle is given by 'size' (for example 'size: 3'), not "
       "by 'dots'"},
      {"board: {dots: 3x3, size: 3}\n",
       ":1:26: error[bad-board]: a square board takes 'dots: 3x4' or 'boxes: 2x3', not "
       "'size'; 'size' goes with 'grid: triangle' or 'grid: hexagon'"},
      {"board: {grid: hexagon, size: 99}\n",
       ":1:30: error[bad-board]: 'size: 99' is not playable on a hexagon: the size is a "
       "whole number from 1 to 20"},
      {"board: {grid: triangle, size: 3, border: icelandic}\n",
       ":1:42: error[bad-board]: the icelandic border is drawn on square boards only, not "
       "on a triangle; use none or swedish"},
      {"board: {grid: triangle, size: [3]}\n",
       ":1:31: error[wrong-type]: 'size' must be a single value, not a list"},
  };
  // Each in a record of its own, all checked in one run in text and one in JSON, for each
  // record's own exit code (tests/support/checks.h).
  const std::string dir = temp_dir();
  std::vector<std::string> files;
  for (const auto& [board, said] : cases) {
    files.push_back(dir + "/" + std::to_string(files.size() + 1) + ".yaml");
    std::ofstream(files.back()) << board + players;
  }
  const CheckedEach json = check_each({"--format", "json"}, files);
  const CheckedEach text = check_each({}, files);
  for (size_t i = 0; i < files.size(); ++i) {
    const auto& [board, said] = cases[i];
    EXPECT_EQ(json.exit_codes[i], 2) << board;
    EXPECT_EQ(text.reports[i].substr(0, text.reports[i].find('\n')), files[i] + said) << board;
  }
}

// A record with the same slip gets the same message, placed in the file.
TEST(CliBoardTest, RecordsRefuseInTheSameWords) {
  const std::string players = "players: [{name: Mia}, {name: Noé}]\nmoves: [\"M A-B\"]\n";
  RunResult r = run_lucas({"check", "-"}, "board: {boxes: 2x3, border: swedsh}\n" + players);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "<stdin>:1:29: error[bad-board]: unknown border 'swedsh'; did you mean 'swedish'?");
  r = run_lucas({"check", "-", "--lang", "fr"}, "board: {boxes: 3xx4}\n" + players);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "<stdin>:1:16: erreur[bad-board]: « boxes: 3xx4 » n'est pas une taille de plateau ; "
            "attendu : rangées x colonnes, par exemple 3x4");
  r = run_lucas({"check", "-"}, "board: {dots: 1x4}\n" + players);
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "<stdin>:1:15: error[bad-board]: 'dots: 1x4' is not playable here: each side needs 2 "
            "to 50 dots");
}

TEST(CliBoardTest, SolveNeedsABoard) {
  RunResult r = run_lucas({"solve"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(
      r.err,
      "lucas: error[missing-option]: lucas solve needs a board: --boxes 3x3 (rows x columns of "
      "boxes) or --dots 4x4 (of dots)\n");
  r = run_lucas({"solve", "--border", "swedish", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(
      r.err,
      "lucas: erreur[missing-option]: lucas solve demande un plateau : --boxes 3x3 (rangées x "
      "colonnes de carrés) ou --dots 4x4 (de points)\n");
}

TEST(CliBoardTest, SolveSpeaksOfTheBorderChosen) {
  const RunResult r = run_lucas({"solve", "--dots", "3x3", "--border", "icelandic"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "2×2 boxes, Icelandic board (left and bottom drawn): 8 lines to draw");
}

TEST(CliBoardTest, HandoutWithoutABoardRefusesTheBoardOptions) {
  const std::string out = temp_dir() + "/rules.pdf";
  for (const std::vector<std::string>& options :
       {std::vector<std::string>{"--dots", "3x4"}, {"--boxes", "2x3"}, {"--border", "swedish"}}) {
    std::vector<std::string> args = {"handout", "rules", "-o", out};
    args.insert(args.end(), options.begin(), options.end());
    const RunResult r = run_lucas(args);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(
        r.err,
        "lucas: error[bad-option]: " + options[0] +
            " does not apply to 'rules': this template has no board to choose (no "
            "'board:' at its top), its diagrams keep the board their text "
            "describes; --dots, --boxes and --border apply to practice, swedish and puzzles\n");
    EXPECT_EQ(slurp(out), "");
  }
}

}  // namespace
}  // namespace lucas::testing
