// lucas analyze, hint and solve end to end: texts in both languages, JSON, errors, exit codes.
#include <gtest/gtest.h>

#include "support/json.h"
#include "support/pages.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::testing {
namespace {

// On a triangle or a hexagon, analyze, hint and match speak of cells, never of boxes (the
// triangle example, a whole game of 18 lines, is exact from its first move).
TEST(CliAnalyzeTest, TheOtherGridsSpeakOfCells) {
  for (const std::string language : {"fr", "en"}) {
    const std::string box = language == "fr" ? "carré" : " box";
    const std::string cell = language == "fr" ? "case" : "cell";
    const RunResult analysis =
        run_lucas({"analyze", "--lang", language, "examples/triangle-3.yaml"});
    EXPECT_EQ(analysis.exit_code, 0) << analysis.out;
    EXPECT_EQ(analysis.out.find(box), std::string::npos) << analysis.out;
    EXPECT_NE(analysis.out.find(cell), std::string::npos) << analysis.out;
    EXPECT_NE(
        analysis.out.find(language == "fr" ? "Exact à partir du coup 1" : "Exact from move 1"),
        std::string::npos)
        << analysis.out;
    const RunResult hint = run_lucas({"hint", "--lang", language, "examples/hexagon-2.yaml"});
    EXPECT_EQ(hint.out.find(box), std::string::npos) << hint.out;
    const RunResult match = run_lucas({"match", "--grid", "triangle", "--size", "2", "--levels",
                                       "hard,easy", "--games", "2", "--lang", language});
    EXPECT_EQ(match.exit_code, 0) << match.err;
    EXPECT_EQ(match.out.find(box), std::string::npos) << match.out;
    EXPECT_NE(match.out.find(cell), std::string::npos) << match.out;
  }
}

// solve --misere: the first player's net boxes still, which misère wants negative. On hexagon 1
// the second player must draw the sixth line and take the cell: the first player wins, −1.
TEST(CliSolveTest, MisereValuesAreTheFirstPlayersNetCells) {
  const RunResult r = run_lucas({"solve", "--grid", "hexagon", "--size", "1", "--misere"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.substr(0, r.out.find("First moves")),
            "hexagon 1 (1 cell), no border: 6 lines to draw\n"
            "Value of the empty board for the first player, misère: −1 (the first player ends "
            "with 1 fewer with best play, and wins)\n");
  const RunResult normal = run_lucas({"solve", "--grid", "hexagon", "--size", "1", "--lang", "fr"});
  EXPECT_NE(
      normal.out.find("Valeur de la grille vide pour le premier joueur : −1 (le second joueur "
                      "gagne de 1 en jouant au mieux)"),
      std::string::npos)
      << normal.out;
  // 2x2 boxes: +2 in both games, a win for the first player in normal play and for the second
  // in misère.
  const RunResult json = run_lucas({"solve", "--boxes", "2x2", "--misere", "--format", "json"});
  const Json d = parse_json(json.out);
  EXPECT_EQ(d["misere"], true);
  EXPECT_EQ(d["value"], 2);
  int best = 0;
  for (const Json& move : d["moves"]) best += move["best"] == true ? 1 : 0;
  EXPECT_GT(best, 0);
  const RunResult fr = run_lucas({"solve", "--boxes", "2x2", "--misere", "--lang", "fr"});
  EXPECT_NE(fr.out.find("le second joueur finit avec 2 de moins, et gagne"), std::string::npos)
      << fr.out;
}

TEST(CliAnalyzeTest, BlunderKnownByConstruction) {
  const RunResult r = run_lucas({"analyze", "tests/data/analyze-blunder.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(
      without_last_line(r.out),
      "tests/data/analyze-blunder.yaml: Léo against Zoé\n"
      "  1. Léo  A-B  safe line          −1 → −1\n"
      "  2. Zoé  B-C  safe line          +1 → +1\n"
      "  3. Léo  C-D  safe line          −1 → −1\n"
      "  4. Zoé  E-F  safe line          +1 → +1\n"
      "  5. Léo  F-G  safe line      ?   −1 → −3  costs 1 box; best: C-G\n"
      "  6. Zoé  G-H  safe line          +3 → +3\n"
      "  7. Léo  A-E  opens a chain      −3 → −3\n"
      "  8. Zoé  D-H  opens a chain  ??  +3 → −3  costs 3 boxes; best: B-F\n"
      "  9. Léo  B-F  capture            +3 → +3\n"
      " 10. Léo  C-G  double-cross       +2 → +2\n"
      "Turning point: move 8: Zoé opened the chain with D-H; from here Léo wins 3–0 with best "
      "play.\n"
      "Values: boxes the mover nets from there on with best play by both, before → after the "
      "move. ? costs 1 box, ?? 2 or more, ! the only move that keeps the value.\n");
  EXPECT_NE(r.out.find("Exact from move 1 (10 lines left): "), std::string::npos) << r.out;
}

TEST(CliAnalyzeTest, FrenchTurningPoint) {
  const RunResult r =
      run_lucas({"analyze", "tests/data/analyze-blunder.yaml"}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(
      r.out.find("  8. Zoé  D-H  ouvre une chaîne  ??  +3 → −3  coûte 3 carrés ; meilleur : B-F\n"),
      std::string::npos)
      << r.out;
  EXPECT_NE(
      r.out.find("Tournant : coup 8 : Zoé a ouvert la chaîne avec D-H ; à partir de là, Léo gagne "
                 "3–0 en jouant au mieux.\n"),
      std::string::npos)
      << r.out;
}

TEST(CliAnalyzeTest, JsonIsReadableAndCarriesTheMarks) {
  const RunResult r = run_lucas({"analyze", "--format", "json", "tests/data/analyze-blunder.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const Json d = parse_json(r.out);
  const Json& m = d.at("moves").at(7);
  EXPECT_EQ(m.at("mark"), "??");
  EXPECT_EQ(m.at("cost"), 3);
  EXPECT_EQ(m.at("best"), Json::parse(R"(["B-F"])"));
  EXPECT_EQ(m.at("kind"), "loony");
  EXPECT_EQ(d.at("turning_point").at("move"), 8);
  EXPECT_EQ(d.at("solved_from"), 1);
}

TEST(CliAnalyzeTest, WorksheetGame) {
  const RunResult r = run_lucas({"analyze", "examples/mia-noe.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("  7. Mia  B-F  double-cross"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Turning point: move 6: Noé "), std::string::npos) << r.out;
}

// A rule break is an error on standard error, and the analysis stops before it
// (tests/cli_analysis_scope_test.cc has every case).
TEST(CliAnalyzeTest, InvalidRecordGetsTheCheckersDiagnostics) {
  const RunResult r = run_lucas({"analyze", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("Analysed up to move 7: move 8 breaks a rule (repeated-line)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(
      r.err.find(
          "tests/data/mia-noe-bad.yaml:15:5: error[repeated-line]: move 8: F-B is already drawn"),
      std::string::npos)
      << r.err;
  const RunResult hint = run_lucas({"hint", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(hint.exit_code, 1);
}

TEST(CliAnalyzeTest, MissingOrUnreadableRecord) {
  const RunResult r = run_lucas({"analyze", "tests/data/no-such-record.yaml"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("no such file"), std::string::npos) << r.err;
  const RunResult garbage = run_lucas({"hint", "-"}, "moves: [\n");
  EXPECT_EQ(garbage.exit_code, 2);
  EXPECT_NE(garbage.err.find("error[syntax]"), std::string::npos) << garbage.err;
}

TEST(CliAnalyzeTest, MisereGamesGetMisereValues) {
  std::string record = slurp(LUCAS_SOURCE_DIR "/tests/data/analyze-blunder.yaml");
  const size_t boxes = record.find("\n  boxes: 1x3\n");
  ASSERT_NE(boxes, std::string::npos);
  record.insert(boxes + std::string("\n  boxes: 1x3\n").size(), "misere: true\n");
  const RunResult r = run_lucas({"analyze", "-"}, record);
  EXPECT_EQ(r.exit_code, 0);
  // Zoé hands the chain back: in misère that keeps the value, and Léo must take all three.
  EXPECT_NE(r.out.find("  8. Zoé  D-H  opens a chain      +3 \u2192 +3\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(" 10. Léo  C-G  double-cross       \u22122 \u2192 \u22122\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Misère game (the fewer boxes win): the values count"), std::string::npos)
      << r.out;
}

TEST(CliHintTest, TakeTheOpenedChain) {
  const RunResult r = run_lucas({"hint", "tests/data/analyze-open-chain.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "What would a master play?\n"
            "Zoé to move, 3 lines left (Léo 0, Zoé 0).\n"
            "Best move: B-F\n"
            "Value for Zoé: +3 boxes from here; with best play Zoé wins 3–0.\n"
            "Why: take every box: refusing the last ones would cost more than keeping control is "
            "worth.\n");
  const RunResult fr = run_lucas({"hint", "--lang", "fr", "tests/data/analyze-open-chain.yaml"});
  EXPECT_EQ(fr.out,
            "Que jouerait un maître ?\n"
            "Zoé joue, il reste 3 segments (Léo 0, Zoé 0).\n"
            "Meilleur coup : B-F\n"
            "Valeur pour Zoé : +3 carrés à partir d'ici ; en jouant au mieux, Zoé gagne 3–0.\n"
            "Pourquoi : prenez tous les carrés : les refuser coûterait plus que ne rapporte le "
            "contrôle.\n");
  const RunResult json =
      run_lucas({"hint", "--format", "json", "tests/data/analyze-open-chain.yaml"});
  const Json hint = parse_json(json.out);
  EXPECT_EQ(hint["value"], 3);
  EXPECT_EQ(hint["best"], Json::parse(R"(["B-F"])"));
}

TEST(CliHintTest, WithoutTimeTheStrategySheetAnswers) {
  const RunResult r = run_lucas({"hint", "--seconds", "0", "tests/data/analyze-open-chain.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "What would a master play?\n"
            "Zoé to move, 3 lines left (Léo 0, Zoé 0).\n"
            "No exact value (--seconds 0): here is the strategy sheet's advice.\n"
            "Why: boxes can be taken: take them, unless only two of a chain are left to refuse.\n");
  const RunResult analyze =
      run_lucas({"analyze", "--seconds", "0", "tests/data/analyze-blunder.yaml"});
  EXPECT_NE(analyze.out.find("  8. Zoé  D-H  opens a chain      —\n"), std::string::npos)
      << analyze.out;
  EXPECT_NE(analyze.out.find("Turning point: not known"), std::string::npos) << analyze.out;
}

TEST(CliHintTest, BudgetMustBeAFiniteNumberOfSeconds) {
  for (const std::string command : {"analyze", "hint"})
    for (const std::string value : {"nan", "inf", "-1"}) {
      const RunResult r = run_lucas({command, "examples/mia-noe.yaml", "--seconds", value});
      EXPECT_EQ(r.exit_code, 2) << command << " " << value;
      EXPECT_EQ(r.out, "");
      EXPECT_NE(r.err.find("--seconds"), std::string::npos) << r.err;
    }
}

TEST(CliHintTest, FinishedGame) {
  const RunResult r = run_lucas({"hint", "examples/mia-noe.yaml"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "The game is over: there is nothing left to play.\n");
}

// lucas replay --analysis: the mark and cost in the caption, the best line dotted in green.
TEST(CliReplayAnalysisTest, MarksCostAndBestLine) {
  const std::string dir = temp_dir();
  const RunResult pdf = run_lucas({"replay", "tests/data/analyze-blunder.yaml", "--analysis",
                                   "--moves", "8", "-o", dir + "/r.pdf"});
  ASSERT_EQ(pdf.exit_code, 0) << pdf.err;
  const std::string text = pdf_text(dir + "/r.pdf");
  EXPECT_NE(text.find("[8 ??: costs 3; best B-F]"), std::string::npos) << text;

  const char* kHintGreen = "rgb(0%,61.960784%,45.098039%)";  // palette::kHint, #009e73
  ASSERT_EQ(run_lucas({"replay", "tests/data/analyze-blunder.yaml", "--analysis", "--moves", "8",
                       "-o", dir + "/a.svg"})
                .exit_code,
            0);
  EXPECT_NE(slurp(dir + "/a.svg").find(kHintGreen), std::string::npos);
  ASSERT_EQ(
      run_lucas({"replay", "tests/data/analyze-blunder.yaml", "--moves", "8", "-o", dir + "/p.svg"})
          .exit_code,
      0);
  EXPECT_EQ(slurp(dir + "/p.svg").find(kHintGreen), std::string::npos);
}

TEST(CliSolveTest, ThreeByThreeIsMinusThree) {
  const RunResult r = run_lucas({"solve", "--boxes", "3x3"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(
      r.out.find("3×3 boxes, no border: 24 lines to draw\n"
                 "Value of the empty board for the first player: −3 (the second player wins by 3 "
                 "with best play)\n"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  A-B  −3  *\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" positions searched in "), std::string::npos) << r.out;
}

TEST(CliSolveTest, SwedishTwoByTwoInFrench) {
  const RunResult r = run_lucas({"solve", "--boxes", "2x2", "--border", "swedish", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find("Premiers")),
            "2×2 carrés, grille suédoise (bordure tracée) : 4 segments à tracer\n"
            "Valeur de la grille vide pour le premier joueur : −4 (le second joueur gagne de 4 en "
            "jouant au mieux)\n");
}

TEST(CliSolveTest, BoardsTooBigForTheSolver) {
  const RunResult r = run_lucas({"solve", "--boxes", "6x6"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "lucas: error[bad-board]: a board of 6×6 boxes has 84 lines; the exact solver handles "
            "at most 64\n");
  EXPECT_EQ(r.out, "");
  // The same board given in dots is the same refusal.
  EXPECT_EQ(run_lucas({"solve", "--dots", "7x7"}).err, r.err);
}

}  // namespace
}  // namespace lucas::testing
