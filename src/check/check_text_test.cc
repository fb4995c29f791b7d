#include "check/check_text.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

const std::string kBad =
    "board: {dots: 3x4}\nplayers: [{name: Mia, initial: M}, {name: Noé, initial: N}]\nmoves:\n"
    "  - M A-B\n  - N A-F\n";

CheckedFile checked(const std::string& name, const std::string& text) {
  return {name, text, check_text(text)};
}

TEST(ReportTest, TextLikeACompiler) {
  EXPECT_EQ(
      format_text(checked("bad.yaml", kBad), Catalogue::get("en"), false),
      "bad.yaml:5:5: error[diagonal]: move 2: A-F is a diagonal; lines are horizontal or vertical\n"
      " 5 |   - N A-F\n"
      "   |     ^\n"
      "bad.yaml: invalid — 1 error\n");
  EXPECT_EQ(format_text(checked("bad.yaml", kBad), Catalogue::get("fr"), false),
            "bad.yaml:5:5: erreur[diagonal]: coup 2 : A-F est une diagonale ; les segments sont "
            "horizontaux ou "
            "verticaux\n"
            " 5 |   - N A-F\n"
            "   |     ^\n"
            "bad.yaml: invalide — 1 erreur\n");
}

TEST(ReportTest, ColourOnlyWhenAsked) {
  const std::string plain = format_text(checked("bad.yaml", kBad), Catalogue::get("en"), false);
  const std::string color = format_text(checked("bad.yaml", kBad), Catalogue::get("en"), true);
  EXPECT_EQ(plain.find('\033'), std::string::npos);
  EXPECT_NE(color.find("\033[1;31m"), std::string::npos);
}

TEST(ReportTest, JsonKeepsAccentsAndTypes) {
  const std::string text = format_json({checked("bad.yaml", kBad)}, Catalogue::get("en"));
  const Json document = Json::parse(text);
  ASSERT_TRUE(document.is_array());
  ASSERT_EQ(document.size(), 1u);
  EXPECT_EQ(document[0], Json::parse(R"({"file": "bad.yaml", "status": "invalid", "moves": 2,
              "players": [{"name": "Mia", "initial": "M"}, {"name": "Noé", "initial": "N"}],
              "score": [0, 0], "next": "N", "winner": null, "verdict": "invalid — 1 error",
              "diagnostics": [{"severity": "error", "code": "diagonal", "move": 2, "line": 5,
                "column": 5,
                "message": "move 2: A-F is a diagonal; lines are horizontal or vertical"}]})"));
  // Noé is written as UTF-8, not escaped.
  EXPECT_NE(text.find("\"Noé\""), std::string::npos) << text;
}

TEST(ReportTest, JsonOfAnUnreadableFileHasNulls) {
  const Json document =
      Json::parse(format_json({checked("broken.yaml", "moves: [\n")}, Catalogue::get("fr")));
  const Json& file = document[0];
  EXPECT_EQ(file["status"], "unreadable");
  for (const char* field : {"players", "score", "next", "winner"})
    EXPECT_TRUE(file[field].is_null()) << field;
  // In the order of docs/json.md, as for a readable record.
  std::vector<std::string> keys;
  for (const auto& [key, value] : file.items()) keys.push_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"file", "status", "moves", "players", "score", "next",
                                            "winner", "verdict", "diagnostics"}));
  EXPECT_EQ(file["diagnostics"][0]["code"], "syntax");
  EXPECT_TRUE(file["diagnostics"][0]["line"].is_number_integer());
  EXPECT_EQ(format_json({}, Catalogue::get("en")), "[]\n");
}

TEST(ReportTest, VerdictsInBothLanguages) {
  const std::string head =
      "board: {dots: 3x4}\nplayers: [{name: Mia, initial: M}, {name: Noé, initial: N}]\n";
  const CheckResult interrupted = check_text(head + "moves: [M A-B, N B-C]\n");
  EXPECT_EQ(verdict(interrupted, Catalogue::get("en")),
            "interrupted after move 2 — Mia 0, Noé 0; Mia plays next (15 lines left)");
  EXPECT_EQ(verdict(interrupted, Catalogue::get("fr")),
            "interrompue après le coup 2 — Mia 0, Noé 0 ; Mia joue ensuite (il reste 15 segments)");
  // Stopped before any line: not "after move 0".
  const CheckResult unstarted = check_text(head + "moves: []\n");
  EXPECT_EQ(verdict(unstarted, Catalogue::get("en")),
            "interrupted before the first move — Mia 0, Noé 0; Mia plays next (17 lines left)");
  EXPECT_EQ(verdict(unstarted, Catalogue::get("fr")),
            "interrompue avant le premier coup — Mia 0, Noé 0 ; Mia joue ensuite (il reste 17 "
            "segments)");
  const CheckResult hands = check_text("game: chopsticks\nplayers: [Lina, Sami]\nmoves: []\n");
  EXPECT_EQ(verdict(hands, Catalogue::get("en")).find("interrupted before the first move — "), 0u)
      << verdict(hands, Catalogue::get("en"));
}

// An invalid record whose moves are legal says what the moves give, in every state a game can
// end in: won, won in misère, drawn, still going, stopped at a disputed move. A rule error in
// the middle of the game gives no such thing: the moves after it were never played.
TEST(ReportTest, VerdictOfFalseClaimsSaysWhatTheMovesGive) {
  const std::string head =
      "board: {dots: 2x3}\nplayers: [{name: Ana, initial: A}, {name: Ben, initial: B}]\n";
  // B-E completes both boxes for Ana: 2-0.
  const std::string won =
      "moves: [A A-B, B B-C, A D-E, B E-F, A A-D, B C-F, {by: A, line: B-E, score: {A: 9}}]\n";
  const auto both = [](const CheckResult& r) {
    return verdict(r, Catalogue::get("fr")) + " | " + verdict(r, Catalogue::get("en"));
  };
  EXPECT_EQ(both(check_text(head + won)),
            "invalide — 1 erreur ; d'après les coups : Ana 2, Ben 0, Ana gagne | "
            "invalid — 1 error; from the moves: Ana 2, Ben 0, Ana wins");
  EXPECT_EQ(both(check_text("misere: true\n" + head + won)),
            "invalide — 1 erreur ; d'après les coups : Ana 2, Ben 0, Ben gagne (misère : le moins "
            "de carrés gagne) | invalid — 1 error; from the moves: Ana 2, Ben 0, Ben wins "
            "(misère: fewer boxes win)");
  EXPECT_EQ(
      both(check_text(head + "moves: [A A-B, B B-C, A C-F, B F-E, A B-E, A E-D, {by: B, line: D-A, "
                             "next: A}]\n")),
      "invalide — 1 erreur ; d'après les coups : Ana 1, Ben 1, égalité | "
      "invalid — 1 error; from the moves: Ana 1, Ben 1, a draw");
  EXPECT_EQ(both(check_text(head + "moves: [{by: A, line: A-B, boxes: [1]}]\n")),
            "invalide — 1 erreur ; d'après les coups : Ana 0, Ben 0 après le coup 1 ; Ben joue "
            "ensuite (il reste 6 segments) | invalid — 1 error; from the moves: Ana 0, Ben 0 after "
            "move 1; Ben plays next (6 lines left)");
  EXPECT_EQ(
      both(check_text(head + "moves: [A A-B, B B-C, A D-E, B E-F, A A-D, {by: B, line: C-F, score: "
                             "{B: 1}}]\n")),
      "invalide — 1 erreur ; d'après les coups : Ana 0, Ben 0 après le coup 6 ; Ana joue "
      "ensuite (il reste 1 segment) | invalid — 1 error; from the moves: Ana 0, Ben 0 after "
      "move 6; Ana plays next (1 line left)");
  EXPECT_EQ(both(check_text(head + "moves: [{by: A, line: A-B, score: {B: 1}}, {by: B, line: B-C, "
                                   "disputed: pâle}]\n")),
            "invalide — 1 erreur ; d'après les coups : Ana 0, Ben 0 après le coup 1, coup 2 "
            "contesté ; Ben joue ensuite | invalid — 1 error; from the moves: Ana 0, Ben 0 after "
            "move 1, move 2 disputed; Ben plays next");
  EXPECT_EQ(both(check_text(head + "moves: [{by: A, line: A-B, score: {B: 1}}, B A-C]\n")),
            "invalide — 2 erreurs | invalid — 2 errors");
  EXPECT_EQ(both(check_text(head + won.substr(0, won.size() - 2) + ", B A-B]\n")),
            "invalide — 2 erreurs ; d'après les coups : Ana 2, Ben 0, Ana gagne | "
            "invalid — 2 errors; from the moves: Ana 2, Ben 0, Ana wins");
}

// The JSON of an invalid record gives the score, next player and winner the moves give.
TEST(ReportTest, JsonKeepsTheRealScoreNextAndWinner) {
  const std::string head =
      "board: {dots: 2x3}\nplayers: [{name: Ana, initial: A}, {name: Ben, initial: B}]\n";
  const Json finished = check_json(
      {checked("won.yaml",
               head + "moves: [A A-B, B B-C, A D-E, B E-F, A A-D, B C-F, {by: A, line: B-E, "
                      "boxes: [1, 7], score: {A: 9, B: 0}}]\nresult: {A: 0, B: 2}\n")},
      Catalogue::get("en"))[0];
  EXPECT_EQ(finished["status"], "invalid");
  EXPECT_EQ(finished["score"], Json::parse("[2, 0]"));
  EXPECT_TRUE(finished["next"].is_null());
  EXPECT_EQ(finished["winner"], "A");
  EXPECT_EQ(finished["diagnostics"].size(), 4u);
  const Json playing = check_json(
      {checked("playing.yaml", head + "moves: [{by: A, line: A-B, score: {A: -1}, next: Zoé}]\n")},
      Catalogue::get("en"))[0];
  EXPECT_EQ(playing["status"], "invalid");
  EXPECT_EQ(playing["score"], Json::parse("[0, 0]"));
  EXPECT_EQ(playing["next"], "B");
  EXPECT_TRUE(playing["winner"].is_null());
}

// A line up to the excerpt's width is shown whole; a longer one is a window that keeps the start
// of the diagnostic's move in view, as long as the caret stays well inside it.
TEST(ReportTest, ExcerptOfALongLineShowsTheStartOfTheMove) {
  const auto excerpt_of = [](const std::string& line, int column, int move_column) {
    Diagnostic d{Severity::error,       Code::wrong_score,
                 {1, column},           1,
                 Message("diag.empty"), {move_column > 0 ? 1 : 0, move_column}};
    const std::string out = format_diagnostic("f", line, d, Catalogue::get("en"), false);
    return out.substr(out.find('\n') + 1);
  };
  // 100 characters, the caret at 95: the whole line, nothing cut.
  const std::string line_100 = std::string(67, 'x') + "{by: M, line: A-B, score: {M: 9}}";
  ASSERT_EQ(line_100.size(), 100u);
  EXPECT_EQ(excerpt_of(line_100, 95, 68),
            " 1 | " + line_100 + "\n   | " + std::string(94, ' ') + "^\n");
  // A one-line game of five moves of 70 characters; the caret on the fourth move's `next`
  // (column 275), 64 characters after the move's start (column 211).
  std::string game;
  for (int i = 0; i < 5; ++i)
    game += "{by: Noe, line: A-B, boxes: [1], score: {Mia: 9, Noe: 9}, next: Mia}, ";
  ASSERT_EQ(game.substr(274, 3), "Mia");
  EXPECT_EQ(excerpt_of(game, 275, 211),
            " 1 | …" + game.substr(210, 100) + "…\n   |  " + std::string(64, ' ') + "^\n");
  // Without its move, the window is centred on the caret.
  EXPECT_EQ(excerpt_of(game, 275, 0),
            " 1 | …" + game.substr(224, 100) + "…\n   |  " + std::string(50, ' ') + "^\n");
  // The move may start up to 80 characters before the caret, leaving 20 after it.
  EXPECT_EQ(excerpt_of(game, 275, 195).substr(0, 13), " 1 | …" + game.substr(194, 5));
  EXPECT_EQ(excerpt_of(game, 275, 194).substr(0, 13), " 1 | …" + game.substr(224, 5));
  // Near the end of the line, the window ends with it.
  EXPECT_EQ(excerpt_of(game, 345, 0),
            " 1 | …" + game.substr(250) + "\n   |  " + std::string(94, ' ') + "^\n");
}

}  // namespace
}  // namespace lucas
