// Which records analyze, hint and replay --analysis analyse, and what they say of what they
// leave out: false claims as warnings first, a rule break or a dispute ending the analysis before
// it, a misère game with misère values, and the budget named only when it is the reason. Exit codes
// are lucas check's.
#include <gtest/gtest.h>

#include <regex>

#include "support/json.h"
#include "support/pages.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::testing {
namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The record's first line number and the text of a warning or error, as lucas prints them.
std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// analyze-blunder.yaml's moves, as analyze prints them (tests/cli_analyze_test.cc).
const char* const kBlunderMoves =
    "  1. Léo  A-B  safe line          −1 → −1\n"
    "  2. Zoé  B-C  safe line          +1 → +1\n"
    "  3. Léo  C-D  safe line          −1 → −1\n"
    "  4. Zoé  E-F  safe line          +1 → +1\n"
    "  5. Léo  F-G  safe line      ?   −1 → −3  costs 1 box; best: C-G\n"
    "  6. Zoé  G-H  safe line          +3 → +3\n"
    "  7. Léo  A-E  opens a chain      −3 → −3\n"
    "  8. Zoé  D-H  opens a chain  ??  +3 → −3  costs 3 boxes; best: B-F\n";

// --- False claims: the whole game, the claims as warnings first ---------------------------------

TEST(CliAnalysisScopeTest, FalseClaimsAreWarningsAndEveryMoveIsAnalysed) {
  const RunResult r = run_lucas({"analyze", "tests/data/analyze-false-claims.yaml"});
  EXPECT_EQ(r.exit_code, 1) << "invalid, as lucas check says";
  EXPECT_EQ(without_last_line(r.out),
            std::string("tests/data/analyze-false-claims.yaml: Léo against Zoé\n"
                        "The record makes 3 false claims (listed as warnings): lucas goes by the "
                        "lines as drawn.\n") +
                kBlunderMoves +
                "  9. Léo  B-F  capture            +3 → +3\n"
                " 10. Léo  C-G  double-cross       +2 → +2\n"
                "Turning point: move 8: Zoé opened the chain with D-H; from here Léo wins 3–0 "
                "with best play.\n"
                "Values: boxes the mover nets from there on with best play by both, before → "
                "after the move. ? costs 1 box, ?? 2 or more, ! the only move that keeps the "
                "value.\n");
  EXPECT_TRUE(has(r.out, "Exact from move 1 (10 lines left): ")) << r.out;
  // The claims, in file order, as warnings: no error, no verdict counting them as errors.
  EXPECT_EQ(first_line(r.err),
            "tests/data/analyze-false-claims.yaml:15:35: warning[wrong-score]: move 3: Léo has 0, "
            "not 1");
  EXPECT_TRUE(has(r.err, ": warning[wrong-next]: move 5: ")) << r.err;
  EXPECT_TRUE(has(r.err, ": warning[wrong-boxes]: move 9: ")) << r.err;
  EXPECT_FALSE(has(r.err, "error[")) << r.err;
  EXPECT_FALSE(has(r.err, "invalid")) << r.err;
  // Nothing here is beyond the budget: it is not said.
  EXPECT_FALSE(has(r.out + r.err, "budget")) << r.out << r.err;
  // Listed first: the warnings come before the analysis.
  const RunResult both = run_lucas_streams({"analyze", "tests/data/analyze-false-claims.yaml"},
                                           {.errors_with_output = true});
  EXPECT_LT(both.out.find("warning[wrong-boxes]"), both.out.find(": Léo against Zoé")) << both.out;
}

TEST(CliAnalysisScopeTest, FalseClaimsInFrench) {
  const RunResult r =
      run_lucas({"analyze", "--lang", "fr", "tests/data/analyze-false-claims.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(has(r.out,
                  "tests/data/analyze-false-claims.yaml : Léo contre Zoé\n"
                  "Le relevé affirme 3 choses fausses (signalées en avertissements) : lucas s'en "
                  "tient aux segments tracés.\n"
                  "  1. Léo  A-B  segment sûr"))
      << r.out;
  EXPECT_TRUE(has(r.out, " 10. Léo  C-G  double prise")) << r.out;
  EXPECT_TRUE(has(r.err, ": avertissement[wrong-score]: coup 3 : ")) << r.err;
  EXPECT_TRUE(has(r.err, ": avertissement[wrong-next]: coup 5 : ")) << r.err;
  EXPECT_TRUE(has(r.err, ": avertissement[wrong-boxes]: coup 9 : ")) << r.err;
  EXPECT_FALSE(has(r.err, "erreur[")) << r.err;
  EXPECT_FALSE(has(r.out + r.err, "budget")) << r.out << r.err;
}

TEST(CliAnalysisScopeTest, FalseClaimsInJson) {
  const RunResult r =
      run_lucas({"analyze", "--format", "json", "tests/data/analyze-false-claims.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "") << "the document carries the warnings";
  const Json d = parse_json(r.out);
  ASSERT_FALSE(d.is_null());
  EXPECT_EQ(d["status"], "invalid");
  EXPECT_EQ(d["misere"], false);
  EXPECT_TRUE(d["stopped"].is_null());
  ASSERT_EQ(d["diagnostics"].size(), 3u);
  EXPECT_EQ(d["diagnostics"][0]["severity"], "warning");
  EXPECT_EQ(d["diagnostics"][0]["code"], "wrong-score");
  EXPECT_EQ(d["diagnostics"][0]["move"], 3);
  EXPECT_EQ(d["diagnostics"][1]["code"], "wrong-next");
  EXPECT_EQ(d["diagnostics"][2]["code"], "wrong-boxes");
  EXPECT_EQ(d["diagnostics"][2]["severity"], "warning");
  ASSERT_EQ(d["moves"].size(), 10u);
  EXPECT_EQ(d["moves"][7]["mark"], "??");
  EXPECT_EQ(d["turning_point"]["move"], 8);
  EXPECT_TRUE(d["no_value"].is_null());
  // The messages follow --lang; the codes do not.
  const Json fr = parse_json(run_lucas({"analyze", "--format", "json", "--lang", "fr",
                                        "tests/data/analyze-false-claims.yaml"})
                                 .out);
  EXPECT_EQ(fr["diagnostics"][0]["code"], "wrong-score");
  EXPECT_TRUE(fr["diagnostics"][0]["message"].get<std::string>().starts_with("coup 3 : "))
      << fr["diagnostics"][0];
}

// Zoé to move after a chain was opened, with a false score at move 3.
std::string open_chain_with_a_false_score() {
  std::string text = slurp(LUCAS_SOURCE_DIR "/tests/data/analyze-open-chain.yaml");
  const std::string move = "  - {by: L, line: C-D}";
  text.replace(text.find(move), move.size(), "  - {by: L, line: C-D, score: {L: 2}}");
  return text;
}

// Numbers and names a pupil wrote wrong (a score above the boxes, a box not on the board, a
// `next` naming nobody) are claims like any other: the game is analysed, the claim is a warning.
TEST(CliAnalysisScopeTest, ImpossibleNumbersAndNamesAreClaimsTheAnalysisGoesPast) {
  const struct {
    const char* file;
    const char* warning;
  } cases[] = {
      {"tests/data/mistakes/score-above-boxes.yaml", ":13:50: warning[wrong-score]: move 7: "},
      {"tests/data/mistakes/box-not-on-board.yaml", ": warning[wrong-boxes]: move 7: "},
      {"tests/data/mistakes/next-nobody.yaml", ": warning[unknown-player]: move 7: "},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.file);
    const RunResult r = run_lucas({"analyze", c.file});
    EXPECT_EQ(r.exit_code, 1) << "invalid, as lucas check says";
    EXPECT_TRUE(has(r.err, c.warning)) << r.err;
    EXPECT_FALSE(has(r.err, "error[")) << r.err;
    // Every one of the 8 moves is analysed, the last one included.
    EXPECT_TRUE(has(r.out, "  7. Mia  B-F  ")) << r.out;
    EXPECT_TRUE(has(r.out, "  8. Mia  C-D  ")) << r.out;
    const RunResult hint = run_lucas({"hint", c.file});
    EXPECT_EQ(hint.exit_code, 1);
    EXPECT_TRUE(has(hint.err, c.warning)) << hint.err;
    EXPECT_FALSE(hint.out.empty());
  }
}

TEST(CliAnalysisScopeTest, HintGoesByTheLinesAsDrawn) {
  const RunResult r = run_lucas({"hint", "-"}, open_chain_with_a_false_score());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "What would a master play?\n"
            "The record makes 1 false claim (listed as a warning): lucas goes by the lines as "
            "drawn.\n"
            "Zoé to move, 3 lines left (Léo 0, Zoé 0).\n"
            "Best move: B-F\n"
            "Value for Zoé: +3 boxes from here; with best play Zoé wins 3–0.\n"
            "Why: take every box: refusing the last ones would cost more than keeping control is "
            "worth.\n");
  EXPECT_TRUE(has(r.err, "<stdin>:13:35: warning[wrong-score]: move 3: ")) << r.err;
  const RunResult fr = run_lucas({"hint", "--lang", "fr", "-"}, open_chain_with_a_false_score());
  EXPECT_EQ(fr.exit_code, 1);
  EXPECT_TRUE(has(fr.out,
                  "Que jouerait un maître ?\n"
                  "Le relevé affirme 1 chose fausse (signalée en avertissement) : lucas s'en "
                  "tient aux segments tracés.\n"
                  "Zoé joue, il reste 3 segments (Léo 0, Zoé 0).\n"
                  "Meilleur coup : B-F\n"))
      << fr.out;
  EXPECT_TRUE(has(fr.err, ": avertissement[wrong-score]: coup 3 : ")) << fr.err;
  const RunResult json =
      run_lucas({"hint", "--format", "json", "-"}, open_chain_with_a_false_score());
  EXPECT_EQ(json.exit_code, 1);
  EXPECT_EQ(json.err, "");
  const Json d = parse_json(json.out);
  EXPECT_EQ(d["status"], "invalid");
  EXPECT_EQ(d["diagnostics"][0]["severity"], "warning");
  EXPECT_EQ(d["value"], 3);
  EXPECT_EQ(d["best"], Json::parse(R"(["B-F"])"));
}

// --- A rule break at move k: moves 1 to k - 1
// -----------------------------------------------------

TEST(CliAnalysisScopeTest, ARuleBreakEndsTheAnalysisBeforeIt) {
  const RunResult r = run_lucas({"analyze", "tests/data/analyze-rule-break.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(without_last_line(r.out),
            std::string("tests/data/analyze-rule-break.yaml: Léo against Zoé\n"
                        "Analysed up to move 8: move 9 breaks a rule (repeated-line); it and the "
                        "moves after it are not analysed.\n") +
                kBlunderMoves +
                "Turning point: move 8: Zoé opened the chain with D-H; from here Léo wins 3–0 "
                "with best play.\n"
                "Values: boxes the mover nets from there on with best play by both, before → "
                "after the move. ? costs 1 box, ?? 2 or more, ! the only move that keeps the "
                "value.\n");
  EXPECT_EQ(first_line(r.err),
            "tests/data/analyze-rule-break.yaml:20:5: error[repeated-line]: move 9: A-B is "
            "already drawn (move 1 drew A-B)");
  EXPECT_FALSE(has(r.err, "invalid")) << r.err;

  const RunResult fr = run_lucas({"analyze", "--lang", "fr", "tests/data/analyze-rule-break.yaml"});
  EXPECT_EQ(fr.exit_code, 1);
  EXPECT_TRUE(has(fr.out,
                  "Analyse jusqu'au coup 8 : le coup 9 enfreint une règle (repeated-line) ; ni "
                  "lui ni les coups suivants ne sont analysés.\n"))
      << fr.out;
  EXPECT_FALSE(has(fr.out, "  9. ")) << fr.out;
  EXPECT_TRUE(has(fr.err, ": erreur[repeated-line]: coup 9 : ")) << fr.err;

  const RunResult json =
      run_lucas({"analyze", "--format", "json", "tests/data/analyze-rule-break.yaml"});
  EXPECT_EQ(json.exit_code, 1);
  EXPECT_EQ(json.err, "");
  const Json d = parse_json(json.out);
  EXPECT_EQ(d["status"], "invalid");
  EXPECT_EQ(d["stopped"], Json::parse(R"({"move": 9, "code": "repeated-line"})"));
  EXPECT_EQ(d["moves"].size(), 8u);
  EXPECT_EQ(d["diagnostics"][0]["severity"], "error");
  EXPECT_EQ(d["diagnostics"][0]["code"], "repeated-line");
}

TEST(CliAnalysisScopeTest, HintAfterARuleBreakIsForThePositionBeforeIt) {
  const RunResult r = run_lucas({"hint", "tests/data/analyze-rule-break.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "What would a master play?\n"
            "Move 9 breaks a rule (repeated-line): the hint is for the position before it.\n"
            "Léo to move, 2 lines left (Léo 0, Zoé 0).\n"
            "Best moves: B-F or C-G\n"
            "Value for Léo: +3 boxes from here; with best play Léo wins 3–0.\n"
            "Why: take the box: it costs nothing and you play again.\n");
  const RunResult fr = run_lucas({"hint", "--lang", "fr", "tests/data/analyze-rule-break.yaml"});
  EXPECT_TRUE(has(fr.out,
                  "Le coup 9 enfreint une règle (repeated-line) : le conseil vaut pour la "
                  "position d'avant.\n"))
      << fr.out;
  const Json d =
      parse_json(run_lucas({"hint", "--format", "json", "tests/data/analyze-rule-break.yaml"}).out);
  EXPECT_EQ(d["stopped"]["move"], 9);
  EXPECT_EQ(d["to_move"], "Léo");
  EXPECT_EQ(d["best"], Json::parse(R"(["B-F", "C-G"])"));
}

// k = 1: nothing is left but the empty board, which is analysed.
TEST(CliAnalysisScopeTest, ARuleBreakAtMoveOneLeavesTheEmptyBoard) {
  const RunResult r = run_lucas({"analyze", "tests/data/analyze-rule-break-first.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(without_last_line(r.out),
            "tests/data/analyze-rule-break-first.yaml: Léo against Zoé\n"
            "Analysed from the empty board: move 1 breaks a rule (diagonal); it and the moves "
            "after it are not analysed.\n"
            "From the empty board: Zoé wins 2–1 with best play.\n");
  EXPECT_TRUE(has(r.out, "Exact from the empty board (10 lines left): ")) << r.out;
  EXPECT_FALSE(has(r.out, "budget")) << r.out;
  EXPECT_TRUE(has(r.err, ": error[diagonal]: move 1: ")) << r.err;

  const RunResult fr =
      run_lucas({"analyze", "--lang", "fr", "tests/data/analyze-rule-break-first.yaml"});
  EXPECT_TRUE(has(fr.out,
                  "Analyse depuis la grille vide : le coup 1 enfreint une règle (diagonal) ; ni "
                  "lui ni les coups suivants ne sont analysés.\n"
                  "Depuis la grille vide : Zoé gagne 2–1 en jouant au mieux.\n"
                  "Exact depuis la grille vide (10 segments restants) : "))
      << fr.out;
  EXPECT_FALSE(has(fr.out, "budget")) << fr.out;

  const RunResult json =
      run_lucas({"analyze", "--format", "json", "tests/data/analyze-rule-break-first.yaml"});
  EXPECT_EQ(json.exit_code, 1);
  const Json d = parse_json(json.out);
  EXPECT_EQ(d["moves"], Json::array());
  EXPECT_EQ(d["stopped"], Json::parse(R"({"move": 1, "code": "diagonal"})"));
  EXPECT_EQ(d["predicted"], Json::parse("[1, 2]"));
  EXPECT_TRUE(d["turning_text"].is_null());
  EXPECT_TRUE(d["no_value"].is_null());

  const RunResult hint = run_lucas({"hint", "tests/data/analyze-rule-break-first.yaml"});
  EXPECT_EQ(hint.exit_code, 1);
  EXPECT_TRUE(has(hint.out,
                  "What would a master play?\n"
                  "Move 1 breaks a rule (diagonal): the hint is for the empty board.\n"
                  "Léo to move, 10 lines left (Léo 0, Zoé 0).\n"))
      << hint.out;
  const RunResult hint_fr =
      run_lucas({"hint", "--lang", "fr", "tests/data/analyze-rule-break-first.yaml"});
  EXPECT_TRUE(has(hint_fr.out,
                  "Le coup 1 enfreint une règle (diagonal) : le conseil vaut pour la grille "
                  "vide.\n"))
      << hint_fr.out;
}

// --- A disputed move 1: the empty board, an interrupted record (exit 0) --------------------------

TEST(CliAnalysisScopeTest, ADisputedFirstMoveIsAnalysedFromTheEmptyBoard) {
  const RunResult r = run_lucas({"analyze", "tests/data/analyze-disputed-first.yaml"});
  EXPECT_EQ(r.exit_code, 0) << "a dispute interrupts the record; it breaks nothing";
  EXPECT_EQ(without_last_line(r.out),
            "tests/data/analyze-disputed-first.yaml: Léo against Zoé\n"
            "Analysed from the empty board: move 1 is disputed; it and the moves after it are "
            "not analysed.\n"
            "From the empty board: Zoé wins 2–1 with best play.\n");
  EXPECT_FALSE(has(r.out, "budget")) << r.out;
  EXPECT_EQ(first_line(r.err),
            "tests/data/analyze-disputed-first.yaml:12:5: note[disputed]: move 1 is disputed "
            "(trait trop pâle); the record stops before it");

  const RunResult fr =
      run_lucas({"analyze", "--lang", "fr", "tests/data/analyze-disputed-first.yaml"});
  EXPECT_EQ(fr.exit_code, 0);
  EXPECT_TRUE(has(fr.out,
                  "Analyse depuis la grille vide : le coup 1 est contesté ; ni lui ni les coups "
                  "suivants ne sont analysés.\n"
                  "Depuis la grille vide : Zoé gagne 2–1 en jouant au mieux.\n"))
      << fr.out;
  EXPECT_TRUE(has(fr.err, ": remarque[disputed]: ")) << fr.err;

  const RunResult json =
      run_lucas({"analyze", "--format", "json", "tests/data/analyze-disputed-first.yaml"});
  EXPECT_EQ(json.exit_code, 0);
  const Json d = parse_json(json.out);
  EXPECT_EQ(d["status"], "interrupted");
  EXPECT_EQ(d["stopped"], Json::parse(R"({"move": 1, "code": "disputed"})"));
  EXPECT_EQ(d["diagnostics"][0]["severity"], "note");
  EXPECT_EQ(d["moves"], Json::array());
  EXPECT_EQ(d["predicted"], Json::parse("[1, 2]"));

  const RunResult hint = run_lucas({"hint", "tests/data/analyze-disputed-first.yaml"});
  EXPECT_EQ(hint.exit_code, 0);
  EXPECT_TRUE(has(hint.out,
                  "What would a master play?\n"
                  "Move 1 is disputed: the hint is for the empty board.\n"
                  "Léo to move, 10 lines left (Léo 0, Zoé 0).\n"))
      << hint.out;
  const RunResult hint_fr =
      run_lucas({"hint", "--lang", "fr", "tests/data/analyze-disputed-first.yaml"});
  EXPECT_TRUE(has(hint_fr.out, "Le coup 1 est contesté : le conseil vaut pour la grille vide.\n"))
      << hint_fr.out;
  const Json h = parse_json(
      run_lucas({"hint", "--format", "json", "tests/data/analyze-disputed-first.yaml"}).out);
  EXPECT_EQ(h["stopped"]["code"], "disputed");
  EXPECT_EQ(h["to_move"], "Léo");
  EXPECT_EQ(h["solved"], true);
}

// --- Misère: said plainly, misère values, no normal-play advice -------------------------------

// 1x3 boxes as misère: the first player's safe lines A-B and F-G are mistakes (the inner lines
// B-F or C-G keep the value), and whoever opens the chain of three gets all three.
TEST(CliAnalysisScopeTest, AMisereGameGetsMisereValues) {
  const RunResult r = run_lucas({"analyze", "tests/data/analyze-misere.yaml"});
  EXPECT_EQ(r.exit_code, 0);
  // The time is the machine's (0 s here, 0.01 s under the sanitizers on a busy machine).
  EXPECT_EQ(std::regex_replace(r.out, std::regex(" searched in [0-9.]+ s\\."), " searched in T s."),
            "tests/data/analyze-misere.yaml: Léo against Zoé\n"
            "Misère game (the fewer boxes win): the values count each box against the player who "
            "takes it.\n"
            "  1. Léo  A-B  safe line      ?   +3 \u2192 +1  costs 1 box; best: B-F or C-G\n"
            "  2. Zoé  B-C  safe line          \u22121 \u2192 \u22121\n"
            "  3. Léo  C-D  safe line          +1 \u2192 +1\n"
            "  4. Zoé  E-F  safe line          \u22121 \u2192 \u22121\n"
            "  5. Léo  F-G  safe line      ??  +1 \u2192 \u22123  costs 2 boxes; best: B-F or C-G\n"
            "  6. Zoé  G-H  safe line          +3 \u2192 +3\n"
            "  7. Léo  A-E  opens a chain      \u22123 \u2192 \u22123\n"
            "Turning point: move 5: Léo drew the safe line F-G; from here Zoé wins 0–3 with best "
            "play.\n"
            "Values: boxes fewer than the opponent that the mover ends with from there on, with "
            "best play by both (misère), before \u2192 after the move. ? costs 1 box, ?? 2 or "
            "more, ! the only move that keeps the value.\n"
            "Exact from move 1 (10 lines left): 46 positions searched in T s.\n");
  EXPECT_EQ(r.err, "");
  const RunResult fr = run_lucas({"analyze", "--lang", "fr", "tests/data/analyze-misere.yaml"});
  EXPECT_TRUE(has(fr.out,
                  "Partie à qui perd gagne (celui qui a le moins de carrés gagne) : les valeurs "
                  "comptent chaque carré contre le joueur qui le prend.\n"))
      << fr.out;
  EXPECT_TRUE(has(fr.out, "  7. Léo  A-E  ouvre une chaîne      \u22123 \u2192 \u22123\n"))
      << fr.out;
  EXPECT_TRUE(has(fr.out, "Zoé gagne 0–3 en jouant au mieux")) << fr.out;
  EXPECT_FALSE(has(fr.out, "budget")) << fr.out;

  const Json d =
      parse_json(run_lucas({"analyze", "--format", "json", "tests/data/analyze-misere.yaml"}).out);
  EXPECT_EQ(d["misere"], true);
  EXPECT_TRUE(d["no_value"].is_null());
  EXPECT_EQ(d["turning_point"]["move"], 5);
  EXPECT_EQ(d["turning_point"]["predicted"], Json::parse("[3, 0]"));
  EXPECT_EQ(d["predicted"], Json::parse("[0, 3]"));
  ASSERT_EQ(d["moves"].size(), 7u);
  EXPECT_EQ(d["moves"][0]["value_before"], 3);
  EXPECT_EQ(d["moves"][0]["cost"], 1);
  EXPECT_EQ(d["moves"][0]["mark"], "?");
  EXPECT_EQ(d["moves"][0]["best"], Json::parse(R"(["B-F", "C-G"])"));
  EXPECT_EQ(d["moves"][6]["value_before"], -3);
  EXPECT_EQ(d["moves"][6]["mark"], "");
}

TEST(CliAnalysisScopeTest, AMisereHintGivesMisereValuesButNoNormalPlayAdvice) {
  const RunResult r = run_lucas({"hint", "tests/data/analyze-misere.yaml"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out,
            "What would a master play?\n"
            "Misère game (the fewer boxes win): the value counts each box against the player who "
            "takes it; no strategy-sheet advice, which is for normal play.\n"
            "Zoé to move, 3 lines left (Léo 0, Zoé 0).\n"
            "Best moves: C-G or D-H\n"
            "Value for Zoé: +3 boxes from here; with best play Zoé wins 0–3.\n");
  const RunResult fr = run_lucas({"hint", "--lang", "fr", "tests/data/analyze-misere.yaml"});
  EXPECT_EQ(fr.out,
            "Que jouerait un maître ?\n"
            "Partie à qui perd gagne (celui qui a le moins de carrés gagne) : la valeur compte "
            "chaque carré contre le joueur qui le prend ; pas de conseil de la fiche de stratégie, "
            "qui est celle de la partie normale.\n"
            "Zoé joue, il reste 3 segments (Léo 0, Zoé 0).\n"
            "Meilleurs coups : C-G ou D-H\n"
            "Valeur pour Zoé : +3 carrés à partir d'ici ; en jouant au mieux, Zoé gagne 0–3.\n");
  const Json d =
      parse_json(run_lucas({"hint", "--format", "json", "tests/data/analyze-misere.yaml"}).out);
  EXPECT_EQ(d["misere"], true);
  EXPECT_EQ(d["to_move"], "Zoé");
  EXPECT_EQ(d["value"], 3);
  EXPECT_EQ(d["best"], Json::parse(R"(["C-G", "D-H"])"));
  EXPECT_EQ(d["solved"], true);
  EXPECT_TRUE(d["why"].is_null());
  EXPECT_TRUE(d["long_chains"].is_null());
  EXPECT_TRUE(d["no_value"].is_null());
  // Without time, no value and no advice either.
  const RunResult none = run_lucas({"hint", "--seconds", "0", "tests/data/analyze-misere.yaml"});
  EXPECT_TRUE(has(none.out,
                  "No exact value: the position is beyond the solver's budget (or --seconds 0); "
                  "and no advice, the strategy sheet being for normal play.\n"))
      << none.out;
  EXPECT_FALSE(has(none.out, "Why")) << none.out;
}

// --- The budget: named when it is the reason, and only then -------------------------------------

TEST(CliAnalysisScopeTest, TheBudgetIsNamedWhenItIsTheReason) {
  const RunResult r = run_lucas({"analyze", "--seconds", "0.01", "-"}, opening_of_the_4x4_game());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(has(r.out, "Turning point: not known: no move has an exact value.\n")) << r.out;
  EXPECT_TRUE(has(r.out,
                  "No exact value: the positions of this game are beyond the solver's budget "
                  "(docs/analyze.md).\n"))
      << r.out;
  const RunResult fr =
      run_lucas({"analyze", "--seconds", "0.01", "--lang", "fr", "-"}, opening_of_the_4x4_game());
  EXPECT_TRUE(has(fr.out,
                  "Pas de valeur exacte : les positions de cette partie dépassent le budget du "
                  "solveur (docs/analyze.md).\n"))
      << fr.out;
  const Json d = parse_json(run_lucas({"analyze", "--seconds", "0.01", "--format", "json", "-"},
                                      opening_of_the_4x4_game())
                                .out);
  EXPECT_EQ(d["no_value"], "budget");
  EXPECT_TRUE(d["solved_from"].is_null());
}

TEST(CliAnalysisScopeTest, NoTimeIsNotTheBudget) {
  const RunResult r = run_lucas({"analyze", "--seconds", "0", "tests/data/analyze-blunder.yaml"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(has(r.out, "No exact value: --seconds 0 asks for the move kinds only.\n")) << r.out;
  EXPECT_FALSE(has(r.out, "budget")) << r.out;
  const RunResult fr =
      run_lucas({"analyze", "--seconds", "0", "--lang", "fr", "tests/data/analyze-blunder.yaml"});
  EXPECT_TRUE(
      has(fr.out, "Pas de valeur exacte : --seconds 0 ne demande que la nature des coups.\n"))
      << fr.out;
  EXPECT_FALSE(has(fr.out, "budget")) << fr.out;
  const Json d = parse_json(run_lucas({"analyze", "--seconds", "0", "--format", "json",
                                       "tests/data/analyze-blunder.yaml"})
                                .out);
  EXPECT_EQ(d["no_value"], "no-time");

  const RunResult hint =
      run_lucas({"hint", "--seconds", "0", "tests/data/analyze-open-chain.yaml"});
  EXPECT_TRUE(has(hint.out, "No exact value (--seconds 0): here is the strategy sheet's advice.\n"))
      << hint.out;
  EXPECT_FALSE(has(hint.out, "budget")) << hint.out;
  const RunResult hint_fr =
      run_lucas({"hint", "--seconds", "0", "--lang", "fr", "tests/data/analyze-open-chain.yaml"});
  EXPECT_TRUE(has(hint_fr.out,
                  "Pas de valeur exacte (--seconds 0) : voici le conseil de la fiche de "
                  "stratégie.\n"))
      << hint_fr.out;
  EXPECT_EQ(parse_json(run_lucas({"hint", "--seconds", "0", "--format", "json",
                                  "tests/data/analyze-open-chain.yaml"})
                           .out)["no_value"],
            "no-time");
}

// A 6x6-box board (84 lines) is beyond the solver itself, whatever the budget.
const char* const kSixBySix =
    "board: {boxes: 6x6}\n"
    "players: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n"
    "moves: [M a1-b1, N b1-c1]\n";

TEST(CliAnalysisScopeTest, ABoardTooBigForTheSolverIsNotTheBudget) {
  const RunResult r = run_lucas({"analyze", "-"}, kSixBySix);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(has(r.out,
                  "No exact value: a board of 6×6 boxes has 84 lines; the exact solver handles at "
                  "most 64.\n"))
      << r.out;
  EXPECT_FALSE(has(r.out, "budget")) << r.out;
  const RunResult fr = run_lucas({"analyze", "--lang", "fr", "-"}, kSixBySix);
  EXPECT_TRUE(has(fr.out,
                  "Pas de valeur exacte : une grille de 6×6 carrés compte 84 segments ; le solveur "
                  "exact en traite 64 au plus.\n"))
      << fr.out;
  EXPECT_EQ(parse_json(run_lucas({"analyze", "--format", "json", "-"}, kSixBySix).out)["no_value"],
            "board-too-big");
  const RunResult hint = run_lucas({"hint", "-"}, kSixBySix);
  EXPECT_TRUE(has(hint.out,
                  "No exact value: a board of 6×6 boxes has 84 lines; the exact solver handles at "
                  "most 64; here is the strategy sheet's advice.\n"))
      << hint.out;
  EXPECT_FALSE(has(hint.out, "budget")) << hint.out;
}

// --- replay --analysis: the same records, the same words -----------------------------------------

TEST(CliAnalysisScopeTest, ReplayAnalysesFalseClaimsAndStopsAtTheRuleBreak) {
  const std::string dir = temp_dir();
  const RunResult claims = run_lucas(
      {"replay", "tests/data/analyze-false-claims.yaml", "--analysis", "-o", dir + "/claims.pdf"});
  EXPECT_EQ(claims.exit_code, 1) << "lucas check's code";
  EXPECT_EQ(claims.out, dir + "/claims.pdf\n");
  EXPECT_TRUE(has(claims.err, ": warning[wrong-score]: move 3: ")) << claims.err;
  EXPECT_FALSE(has(claims.err, "error[")) << claims.err;
  EXPECT_TRUE(has(claims.err,
                  "The record makes 3 false claims (listed as warnings): lucas goes by the lines "
                  "as drawn.\n"))
      << claims.err;
  EXPECT_TRUE(has(pdf_text(dir + "/claims.pdf"), "[8 ??: costs 3; best B-F]"));
  // Without --analysis the claims are check's errors, as before.
  const RunResult plain =
      run_lucas({"replay", "tests/data/analyze-false-claims.yaml", "-o", dir + "/plain.pdf"});
  EXPECT_TRUE(has(plain.err, ": error[wrong-score]: move 3: ")) << plain.err;

  const RunResult broken = run_lucas({"replay", "tests/data/analyze-rule-break.yaml", "--analysis",
                                      "--lang", "fr", "-o", dir + "/broken.pdf"});
  EXPECT_EQ(broken.exit_code, 1);
  EXPECT_TRUE(has(broken.err,
                  "Analyse jusqu'au coup 8 : le coup 9 enfreint une règle (repeated-line) ; ni "
                  "lui ni les coups suivants ne sont analysés.\n"))
      << broken.err;
  EXPECT_TRUE(has(pdf_text(dir + "/broken.pdf"), "[8 ?? : coûte 3 ; meilleur B-F]"));
}

TEST(CliAnalysisScopeTest, ReplayMarksAMisereGamesMistakes) {
  const std::string dir = temp_dir();
  const RunResult r =
      run_lucas({"replay", "tests/data/analyze-misere.yaml", "--analysis", "-o", dir + "/m.pdf"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.err, "Misère game (the fewer boxes win): the values count each box")) << r.err;
  const std::string text = pdf_text(dir + "/m.pdf");
  EXPECT_TRUE(has(text, "[1 ?: costs 1; best B-F]")) << text;
  EXPECT_TRUE(has(text, "[5 ??: costs 2; best B-F]")) << text;
  // Every move is solved: the page's only note after the verdict is the misère one.
  EXPECT_TRUE(has(text, "[Analysis: Misère game (the fewer boxes win)")) << text;
  EXPECT_FALSE(has(text, "exact from move")) << text;
  const RunResult fr = run_lucas({"replay", "tests/data/analyze-misere.yaml", "--analysis",
                                  "--lang", "fr", "-o", dir + "/f.pdf"});
  EXPECT_EQ(fr.exit_code, 0);
  EXPECT_TRUE(has(pdf_text(dir + "/f.pdf"), "[5 ?? : coûte 2 ; meilleur B-F]"));
}

// A hand game has moves, not lines: its false claims give way to the moves as played.
TEST(CliAnalysisScopeTest, AChopsticksRecordsClaimsGiveWayToItsMoves) {
  const std::string record =
      std::string(LUCAS_SOURCE_DIR) + "/tests/data/chopsticks/codes/wrong-hands.yaml";
  const RunResult fr = run_lucas({"analyze", "--lang", "fr", record});
  EXPECT_NE(fr.out.find("lucas s'en tient aux coups joués."), std::string::npos) << fr.out;
  EXPECT_EQ(fr.out.find("segments tracés"), std::string::npos) << fr.out;
  const RunResult en = run_lucas({"analyze", "--lang", "en", record});
  EXPECT_NE(en.out.find("lucas goes by the moves as played."), std::string::npos) << en.out;
  const RunResult dots =
      run_lucas({"analyze", "--lang", "en",
                 std::string(LUCAS_SOURCE_DIR) + "/tests/data/analyze-false-claims.yaml"});
  EXPECT_NE(dots.out.find("lucas goes by the lines as drawn."), std::string::npos) << dots.out;
}

// A hand game stopped at move 1 is analysed from its start, which is no board.
TEST(CliAnalysisScopeTest, AChopsticksRuleBreakAtMoveOneLeavesTheStart) {
  const std::string record =
      std::string(LUCAS_SOURCE_DIR) + "/tests/data/chopsticks/codes/wrong-player.yaml";
  const RunResult fr = run_lucas({"analyze", "--lang", "fr", record});
  EXPECT_EQ(fr.exit_code, 1);
  EXPECT_TRUE(has(fr.out,
                  "Analyse depuis le départ (un doigt levé sur chaque main) : le coup 1 enfreint "
                  "une règle (wrong-player) ; ni lui ni les coups suivants ne sont analysés.\n"))
      << fr.out;
  EXPECT_FALSE(has(fr.out, "grille")) << fr.out;
  const RunResult en = run_lucas({"analyze", "--lang", "en", record});
  EXPECT_TRUE(has(en.out,
                  "Analysed from the start (one finger up on every hand): move 1 breaks a rule "
                  "(wrong-player); it and the moves after it are not analysed.\n"))
      << en.out;
  EXPECT_FALSE(has(en.out, "board")) << en.out;
}

}  // namespace
}  // namespace lucas::testing
