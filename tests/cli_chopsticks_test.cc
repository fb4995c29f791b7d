// Chopsticks records end to end: lucas check on the examples and on a record per code, and
// lucas solve --game chopsticks.
#include <gtest/gtest.h>

#include <map>

#include "support/checks.h"
#include "support/json.h"
#include "support/pages.h"
#include "support/pixels.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

TEST(CliChopsticksTest, ExamplesAreFinishedGames) {
  const RunResult cutoff = run_lucas({"check", "examples/chopsticks-cutoff.yaml"});
  EXPECT_EQ(cutoff.exit_code, 0) << cutoff.out;
  EXPECT_EQ(cutoff.out,
            "examples/chopsticks-cutoff.yaml: finished — Lina 3-0, Sami 0-0: Lina wins\n");
  const RunResult rollover = run_lucas({"check", "examples/chopsticks-rollover.yaml"});
  EXPECT_EQ(rollover.exit_code, 0) << rollover.out;
  EXPECT_EQ(rollover.out,
            "examples/chopsticks-rollover.yaml: a draw after move 10 — Lina 1-2, "
            "Sami 0-1\n");
  const RunResult circle = run_lucas({"check", "--lang", "fr", "examples/chopsticks-circle.yaml"});
  EXPECT_EQ(circle.exit_code, 0) << circle.out;
  EXPECT_EQ(circle.out,
            "examples/chopsticks-circle.yaml: terminée — Lina 0-0, Sami 0-4, Noé 0-0 : Sami "
            "gagne\n");
}

// The rollover example needs rollover: under cutoff its fourth move kills Lina's left hand,
// and the hands claimed after it are false.
TEST(CliChopsticksTest, RolloverExampleIsNoCutoffGame) {
  std::string record = slurp(LUCAS_SOURCE_DIR "/examples/chopsticks-rollover.yaml");
  for (size_t at; (at = record.find("end: rollover")) != std::string::npos;)
    record.replace(at, std::string("end: rollover").size(), "end: cutoff");
  const RunResult r = run_lucas({"check", "-"}, record);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("error[wrong-hands]: move 4: Lina's hands are 0-1, not 1-1"),
            std::string::npos)
      << r.out;
}

TEST(CliChopsticksTest, JsonHasHandsAndTheWinner) {
  const RunResult r = run_lucas({"check", "--format", "json", "examples/chopsticks-circle.yaml"});
  EXPECT_EQ(r.exit_code, 0);
  const Json d = parse_json(r.out).at(0);
  EXPECT_EQ(d.at("game"), "chopsticks");
  EXPECT_EQ(d.at("hands"), Json::parse("[[0, 0], [0, 4], [0, 0]]"));
  EXPECT_EQ(d.at("winner"), "S");
  EXPECT_TRUE(d.at("next").is_null());
  EXPECT_EQ(d.at("players").size(), 3u);
  EXPECT_TRUE(d.at("score").is_null());
}

const std::vector<std::string> kRuleCodes = {
    "bad-hand",       "dead-hand-touches", "touches-dead-hand", "bad-target",
    "no-splits",      "split-no-change",   "split-total",       "split-over-four",
    "split-kills",    "split-resurrects",  "wrong-hands",       "wrong-player",
    "unknown-player", "move-after-end",    "wrong-next",        "wrong-result",
    "unknown-game",   "bad-rules"};

// The paths of tests/data/chopsticks/codes/<code>.yaml, one for each rule code.
std::vector<std::string> rule_code_records() {
  std::vector<std::string> files;
  for (const std::string& code : kRuleCodes)
    files.push_back("tests/data/chopsticks/codes/" + code + ".yaml");
  return files;
}

// tests/data/chopsticks/codes/<code>.yaml triggers exactly that code, and nothing else. The
// records are checked in one run, each answering on its own (tests/support/checks.h).
TEST(CliChopsticksTest, EveryCodeHasARecordThatTriggersIt) {
  const std::vector<std::string> files = rule_code_records();
  const CheckedEach json = check_each({"--format", "json"}, files);
  for (size_t i = 0; i < files.size(); ++i) {
    const std::string& code = kRuleCodes[i];
    const bool unreadable = code == "unknown-game" || code == "bad-rules";
    EXPECT_EQ(json.exit_codes[i], unreadable ? 2 : 1) << code;
    EXPECT_EQ(diagnostic_codes(json.records[i]), code) << files[i];
  }
  // The text's exit code is the JSON's: the worst of the records'.
  EXPECT_EQ(check_each({}, files).exit_code, 2);
}

// Each record of tests/data/chopsticks/codes gives, in French and in English, exactly the text
// beside it: the message, its excerpt and the verdict.
TEST(CliChopsticksTest, EveryCodeSaysItsExactTextInBothLanguages) {
  const std::vector<std::string> files = rule_code_records();
  for (const std::string language : {"fr", "en"}) {
    const CheckedEach text = check_each({"--color", "never", "--lang", language}, files);
    for (size_t i = 0; i < files.size(); ++i) {
      const std::string base = "tests/data/chopsticks/codes/" + kRuleCodes[i];
      const std::string expected =
          slurp(std::string(LUCAS_SOURCE_DIR) + "/" + base + "." + language + ".txt");
      ASSERT_FALSE(expected.empty()) << base << "." << language << ".txt";
      EXPECT_EQ(text.reports[i], expected) << kRuleCodes[i] << " in " << language;
    }
  }
}

TEST(CliChopsticksTest, InterruptedGameSaysWhoPlaysNext) {
  const RunResult r =
      run_lucas({"check", "-"},
                "game: chopsticks\nplayers: [{name: Lina}, {name: Sami}, {name: Noé}]\n"
                "moves: [L G-D S, \"S D-G N\"]\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out,
            "<stdin>: interrupted after move 2 — Lina 1-1, Sami 1-2, Noé 3-1; Noé plays next\n");
}

TEST(CliChopsticksTest, ThreePlayersNeedATarget) {
  const RunResult r = run_lucas(
      {"check", "-"},
      "game: chopsticks\nplayers: [{name: Lina}, {name: Sami}, {name: Noé}]\nmoves: [L G-D]\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("error[bad-target]: move 1: with 3 players a touch names the player "
                       "touched"),
            std::string::npos)
      << r.out;
}

TEST(CliChopsticksTest, SolveGivesTheStartAndThePositions) {
  const RunResult r = run_lucas({"solve", "--game", "chopsticks"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "Chopsticks, two players: cutoff (a hand dies at 5 or more), splits, resurrection, no "
            "suicide\n"
            "225 positions, 171 of them reachable from the start\n"
            "With perfect play a draw: perfect players never finish\n"
            "For the player to move: 73 positions won, 22 lost, 130 drawn\n");
  const RunResult suicide =
      run_lucas({"solve", "--game", "chopsticks", "--suicide", "yes", "--format", "json"});
  EXPECT_EQ(suicide.exit_code, 0);
  const Json d = parse_json(suicide.out);
  EXPECT_EQ(d.at("game"), "chopsticks");
  EXPECT_EQ(d.at("start"), "second");
  EXPECT_EQ(d.at("moves"), 26);
  EXPECT_EQ(d.at("positions"), 225);
  EXPECT_EQ(d.at("reachable"), 191);
  EXPECT_EQ(d.at("rules"), Json::parse(R"({"end": "cutoff", "splits": true, "resurrection": true,
                                           "suicide": true})"));
}

TEST(CliChopsticksTest, SolveTheBestMoveAfterARecord) {
  const RunResult r = run_lucas({"solve", "--game", "chopsticks", "--record", "-"},
                                "game: chopsticks\nplayers: [{name: Lina}, {name: Sami}]\n"
                                "moves: [L G-G, S G-G, L G-G]\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "Chopsticks, two players: cutoff (a hand dies at 5 or more), splits, resurrection, no "
            "suicide\n"
            "After move 3 (Lina 3-1, Sami 0-1): a draw (perfect players never finish)\n"
            "Best move for Sami: the touch R-R\n");
  // Without splits the second player wins: the table's line, from its third move.
  const RunResult won = run_lucas({"solve", "--game", "chopsticks", "--record", "-"},
                                  "game: chopsticks\nrules: {splits: no}\n"
                                  "players: [{name: Lina}, {name: Sami}]\n"
                                  "moves: [L G-G, S D-G, L G-G]\n");
  EXPECT_EQ(won.out,
            "Chopsticks, two players: cutoff (a hand dies at 5 or more), no splits, resurrection, "
            "no suicide\n"
            "After move 3 (Lina 2-1, Sami 4-1): Sami wins in 5 moves\n"
            "Best move for Sami: the touch L-L\n");
}

TEST(CliChopsticksTest, SolveOptionsBelongToTheirGame) {
  const RunResult board = run_lucas({"solve", "--game", "chopsticks", "--boxes", "2x2"});
  EXPECT_EQ(board.exit_code, 2);
  EXPECT_NE(board.err.find("error[conflicting-options]: --boxes is an option of Dots and Boxes"),
            std::string::npos)
      << board.err;
  const RunResult end = run_lucas({"solve", "--boxes", "2x2", "--end", "rollover"});
  EXPECT_EQ(end.exit_code, 2);
  EXPECT_NE(end.err.find("error[missing-companion]"), std::string::npos) << end.err;
  const RunResult record =
      run_lucas({"solve", "--game", "chopsticks", "--record", "examples/mia-noe.yaml"});
  EXPECT_EQ(record.exit_code, 2);
  EXPECT_NE(record.err.find("is a Dots-and-Boxes record"), std::string::npos) << record.err;
  const RunResult circle =
      run_lucas({"solve", "--game", "chopsticks", "--record", "examples/chopsticks-circle.yaml"});
  EXPECT_EQ(circle.exit_code, 2);
  EXPECT_NE(circle.err.find("has more than two players"), std::string::npos) << circle.err;
  const RunResult both = run_lucas({"solve", "--game", "chopsticks", "--end", "rollover",
                                    "--record", "examples/chopsticks-cutoff.yaml"});
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_NE(both.err.find("error[conflicting-options]"), std::string::npos) << both.err;
}

// docs/chopsticks.md's table is what lucas computes, row by row, for all 16 combinations.
TEST(CliChopsticksTest, DocumentedTableIsTheComputedOne) {
  const std::string doc = slurp(LUCAS_SOURCE_DIR "/docs/chopsticks.md");
  int rows = 0;
  for (size_t at = doc.find("\n| cutoff |"); at != std::string::npos;
       at = doc.find("\n| ", at + 1)) {
    const std::string row = doc.substr(at + 1, doc.find('\n', at + 1) - at - 1);
    if (row.rfind("| cutoff |", 0) != 0 && row.rfind("| rollover |", 0) != 0) continue;
    std::vector<std::string> cells;
    for (size_t p = 1; p < row.size();) {
      const size_t bar = row.find('|', p);
      std::string cell = row.substr(p, bar - p);
      cells.push_back(cell.substr(1, cell.size() - 2));
      p = bar + 1;
    }
    ASSERT_EQ(cells.size(), 8u) << row;
    const Json d = parse_json(
        run_lucas({"solve", "--game", "chopsticks", "--end", cells[0], "--splits", cells[1],
                   "--resurrection", cells[2], "--suicide", cells[3], "--format", "json"})
            .out);
    const std::map<std::string, std::string> verdicts = {
        {"first", "first player wins"}, {"second", "second player wins"}, {"draw", "draw"}};
    const std::string computed = verdicts.at(d.at("start").get<std::string>()) + "|" +
                                 (d.at("moves").is_null() ? "—" : d.at("moves").dump()) + "|" +
                                 d.at("reachable").dump() + "|" + d.at("won").dump() + " / " +
                                 d.at("lost").dump() + " / " + d.at("drawn").dump();
    EXPECT_EQ(computed, cells[4] + "|" + cells[5] + "|" + cells[6] + "|" + cells[7]) << row;
    ++rows;
  }
  EXPECT_EQ(rows, 16);
}

TEST(CliChopsticksTest, ReplayDrawsEveryMoveWithItsCaption) {
  const std::string dir = temp_dir();
  const RunResult r =
      run_lucas({"replay", "examples/chopsticks-cutoff.yaml", "-o", dir + "/cutoff.pdf"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_GT(pages_of(dir + "/cutoff.pdf"), 0);
  const std::string text = pdf_text(dir + "/cutoff.pdf");
  EXPECT_NE(text.find("Start: everyone holds out both hands"), std::string::npos) << text;
  EXPECT_NE(text.find("3. Lina touches Sami's right hand with the left hand: 2 + 3 = 5. A hand "
                      "that reaches 5 is dead: close the fist."),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("6. Sami splits: 2-0 becomes 1-1."), std::string::npos) << text;
  EXPECT_NE(text.find("finished — Lina 3-0, Sami 0-0: Lina wins"), std::string::npos) << text;
  const RunResult fr = run_lucas(
      {"replay", "--lang", "fr", "examples/chopsticks-rollover.yaml", "-o", dir + "/boucle.pdf"});
  EXPECT_EQ(fr.exit_code, 0) << fr.err;
  const std::string boucle = pdf_text(dir + "/boucle.pdf");
  EXPECT_NE(boucle.find("4. Sami touche la main gauche de Lina avec sa main gauche : 3 + 3 = 6. "
                        "Au-delà de 5, on retire 5 : la main montre 1."),
            std::string::npos)
      << boucle;
}

// The pages of a Chopsticks replay are used: a 7-move game (8 pictures) on one A4 page, its
// hands drawn a little smaller rather than one row alone on a second page; three players on A5
// paper several rows to a page, each page but the last more than half full.
TEST(CliChopsticksTest, ReplayPagesAreFilled) {
  const std::string dir = temp_dir();
  const std::string seven =
      "game: chopsticks\nplayers: [{name: Lina, initial: L}, {name: Sami, initial: S}]\n"
      "moves: [L G-D, S D-G, L G-D, S G-G, L D-G, {by: S, split: 1-1}, L G-G]\n";
  const RunResult r = run_lucas({"replay", "-", "-o", dir + "/seven.pdf"}, seven);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pages_of(dir + "/seven.pdf"), 1);
  EXPECT_NE(pdf_text(dir + "/seven.pdf").find("7. Lina touches"), std::string::npos);

  const RunResult a5 = run_lucas(
      {"replay", "--paper", "a5", "examples/chopsticks-circle.yaml", "-o", dir + "/circle.pdf"});
  ASSERT_EQ(a5.exit_code, 0) << a5.err;
  const int pages = pages_of(dir + "/circle.pdf");
  EXPECT_LE(pages, 5);  // 20 pictures of three players; one row a page took 9
  for (int page = 1; page < pages; ++page)
    EXPECT_GE(page_image(dir + "/circle.pdf", page).ink_depth(), 0.75) << "page " << page;
  const std::string text = pdf_text(dir + "/circle.pdf");
  EXPECT_NE(text.find("Start: everyone holds out both hands"), std::string::npos) << text;
  EXPECT_NE(text.find("Sami wins"), std::string::npos) << text;
}

// A dead hand is a fist: its warm grey is on the page once a hand dies, and nowhere before.
TEST(CliChopsticksTest, ReplayDrawsADeadHandAsAFist) {
  const std::string dir = temp_dir();
  const std::string head =
      "game: chopsticks\nplayers: [{name: Lina, initial: L}, {name: Sami, initial: S}]\n";
  const RunResult alive =
      run_lucas({"replay", "-", "-o", dir + "/alive.pdf"}, head + "moves: [L G-G, S G-G]\n");
  EXPECT_EQ(alive.exit_code, 0) << alive.err;
  const RunResult dead =
      run_lucas({"replay", "-", "-o", dir + "/dead.pdf"}, head + "moves: [L G-G, S G-G, L G-G]\n");
  EXPECT_EQ(dead.exit_code, 0) << dead.err;
  EXPECT_EQ(count_color(dir + "/alive.pdf", 0xc9, 0xb8, 0xa6), 0);
  EXPECT_GT(count_color(dir + "/dead.pdf", 0xc9, 0xb8, 0xa6), 20);
}

TEST(CliChopsticksTest, ReplayOfABrokenRuleEndsInRed) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas(
      {"replay", "tests/data/chopsticks/codes/split-kills.yaml", "-o", dir + "/kills.pdf"});
  EXPECT_EQ(r.exit_code, 1);
  const std::string text = pdf_text(dir + "/kills.pdf");
  EXPECT_NE(text.find("move 2: 2-1 into 3-0 leaves one of Sami's hands dead"), std::string::npos)
      << text;
  EXPECT_GT(count_color(dir + "/kills.pdf", 0xe0, 0x00, 0x00), 20);
}

// Each false claim is named in red, marked ⚠, in the caption of its move, as the Dots and Boxes
// replay does; a record without one has no ⚠ and no red.
TEST(CliChopsticksTest, ReplayNamesEachFalseClaimInItsCaption) {
  const std::string dir = temp_dir();
  for (const char* lang : {"fr", "en"}) {
    const std::string pdf = dir + "/faux-" + lang + ".pdf";
    const RunResult r = run_lucas(
        {"replay", "tests/data/chopsticks/codes/wrong-hands.yaml", "-o", pdf, "--lang", lang});
    EXPECT_EQ(r.exit_code, 1);
    const std::string text = pdf_text(pdf);
    const std::string claim = std::string(lang) == "fr"
                                  ? "⚠ coup 1 : les mains de Sami sont 1-2, pas 2-1"
                                  : "⚠ move 1: Sami's hands are 1-2, not 2-1";
    EXPECT_NE(text.find(claim), std::string::npos) << text;
    EXPECT_GT(count_color(pdf, 0xe0, 0x00, 0x00), 20) << lang;
  }
  const RunResult good =
      run_lucas({"replay", "examples/chopsticks-cutoff.yaml", "-o", dir + "/juste.pdf"});
  EXPECT_EQ(good.exit_code, 0);
  EXPECT_EQ(pdf_text(dir + "/juste.pdf").find("⚠"), std::string::npos);
  EXPECT_EQ(count_color(dir + "/juste.pdf", 0xe0, 0x00, 0x00), 0);
}

TEST(CliChopsticksTest, HandoutHasTheRulesTheComputedTableAndAForm) {
  const std::string dir = temp_dir();
  for (const std::string language : {"en", "fr"}) {
    const std::string pdf = dir + "/baguettes-" + language + ".pdf";
    const RunResult r = run_lucas(
        {"handout", "chopsticks", "--lang", language, "--players", "Lina,Sami", "-o", pdf});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pages_of(pdf), 2) << language;
    const std::string text = pdf_text(pdf);
    if (language == "en") {
      EXPECT_NE(text.find("Who wins with perfect play?"), std::string::npos) << text;
      // The table's rows are computed: cutoff with splits, resurrection and suicide.
      EXPECT_NE(text.find("at 5 or more yes yes yes the second player wins (26 moves)"),
                std::string::npos)
          << text;
      EXPECT_NE(text.find("at 5 or more yes yes no draw"), std::string::npos) << text;
      EXPECT_NE(text.find("Lina's hands"), std::string::npos) << text;
    } else {
      EXPECT_NE(text.find("Qui gagne avec un jeu parfait ?"), std::string::npos) << text;
      EXPECT_NE(text.find("à 5 pile non non oui match nul"), std::string::npos) << text;
      EXPECT_NE(text.find("Mains de Sami"), std::string::npos) << text;
    }
  }
}

TEST(CliChopsticksTest, SheetIsARecordFormAlone) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas(
      {"sheet", "--game", "chopsticks", "--players", "Lina,Sami", "-o", dir + "/releve.pdf"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::string text = pdf_text(dir + "/releve.pdf");
  EXPECT_NE(text.find("Chopsticks — game record"), std::string::npos) << text;
  EXPECT_NE(text.find("Touch or split Lina's hands Sami's hands"), std::string::npos) << text;
  EXPECT_NE(text.find(" 40 "), std::string::npos) << text;
  const RunResult grid =
      run_lucas({"sheet", "--game", "chopsticks", "--dots", "3x3", "-o", dir + "/x.pdf"});
  EXPECT_EQ(grid.exit_code, 2);
  EXPECT_EQ(grid.err,
            "lucas: error[conflicting-options]: --dots is an option of Dots and Boxes; Chopsticks "
            "is played without a board\n");
}

// Sheet, play and solve refuse every board option alike with --game chopsticks.
TEST(CliChopsticksTest, EveryBoardOptionIsRefusedAlike) {
  const std::vector<std::vector<std::string>> options{{"--dots", "3x3"},
                                                      {"--boxes", "2x2"},
                                                      {"--grid", "triangle", "--size", "3"},
                                                      {"--size", "3"},
                                                      {"--border", "swedish"}};
  for (const char* command : {"sheet", "play", "solve"})
    for (const auto& board : options) {
      std::vector<std::string> args{command, "--game", "chopsticks", "--lang", "en"};
      if (std::string(command) == "sheet") args.insert(args.end(), {"-o", temp_dir() + "/x.pdf"});
      args.insert(args.end(), board.begin(), board.end());
      const RunResult r = run_lucas(args);
      EXPECT_EQ(r.exit_code, 2) << command << " " << board[0];
      EXPECT_EQ(r.out, "") << command << " " << board[0];
      EXPECT_EQ(r.err, "lucas: error[conflicting-options]: " + board[0] +
                           " is an option of Dots and Boxes; Chopsticks is played without a "
                           "board\n")
          << command;
    }
}

TEST(CliChopsticksTest, BoardCommandsSayTheyTakeNoChopsticksRecord) {
  const RunResult hint = run_lucas({"hint", "examples/chopsticks-cutoff.yaml"});
  EXPECT_EQ(hint.exit_code, 2);
  EXPECT_NE(hint.err.find("error[unknown-game]: examples/chopsticks-cutoff.yaml is a Chopsticks "
                          "record; lucas hint takes Dots-and-Boxes records"),
            std::string::npos)
      << hint.err;
  const std::string dir = temp_dir();
  const RunResult handout = run_lucas({"handout", "tests/data/handout-replay.yaml", "--record",
                                       "examples/chopsticks-cutoff.yaml", "-o", dir + "/x.pdf"});
  EXPECT_EQ(handout.exit_code, 2);
  EXPECT_NE(handout.err.find("lucas handout takes Dots-and-Boxes records"), std::string::npos)
      << handout.err;
}

TEST(CliChopsticksTest, AnalyzeWeighsEveryMove) {
  const std::string record =
      "game: chopsticks\nrules: {splits: no}\n"
      "players: [{name: Lina}, {name: Sami}]\n"
      "moves: [L G-G, S D-G, L G-G, S D-D]\n";
  const RunResult r = run_lucas({"analyze", "-"}, record);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "<stdin>: Lina against Sami\n"
            "Chopsticks: cutoff (a hand dies at 5 or more), no splits, resurrection, no suicide; "
            "from the start, Lina loses in 8 moves\n"
            "  1. Lina  L-L    loss in 8 → loss in 8\n"
            "  2. Sami  R-L    win in 7 → win in 7\n"
            "  3. Lina  L-L    loss in 6 → loss in 6\n"
            "  4. Sami  R-R  ? win in 5 → loss in 6  best: L-L\n"
            "Values: for the mover with perfect play by both, before → after the move (in so "
            "many moves, this one counted). ? a mistake: a won game let go to a draw or a loss, "
            "or a drawn game to a loss.\n");
  const Json d = parse_json(run_lucas({"analyze", "--format", "json", "-"}, record).out);
  const Json& m = d.at("moves").at(3);
  EXPECT_EQ(d.at("game"), "chopsticks");
  EXPECT_EQ(d.at("start"), Json::parse(R"({"value": "loss", "in": 8})"));
  EXPECT_EQ(m.at("move"), "D-D");
  EXPECT_EQ(m.at("before"), Json::parse(R"({"value": "win", "in": 5})"));
  EXPECT_EQ(m.at("after"), Json::parse(R"({"value": "loss", "in": 6})"));
  EXPECT_EQ(m.at("mistake"), true);
  EXPECT_EQ(m.at("best"), "G-G");
  EXPECT_EQ(d.at("moves").at(0).at("mistake"), false);
  // Three players have no table.
  const RunResult circle = run_lucas({"analyze", "examples/chopsticks-circle.yaml"});
  EXPECT_EQ(circle.exit_code, 2);
  EXPECT_NE(circle.err.find("has more than two players"), std::string::npos) << circle.err;
}

}  // namespace
}  // namespace lucas::testing
