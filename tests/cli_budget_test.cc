// The solver's budget end to end: what analyze and hint say of what the time did not allow, how
// solve estimates, stops at --seconds or Ctrl-C, refuses what is beyond reach, and sizes its
// table.
#include <gtest/gtest.h>

#include <csignal>
#include <thread>
#include <utility>

#include "solve/solver.h"
#include "support/json.h"
#include "support/run.h"
#include "text/json.h"

namespace lucas::testing {
namespace {

constexpr std::uint64_t kMiB = 1 << 20;

TEST(CliBudgetTest, AnalyzeSaysWhatWasNotSolvedInTime) {
  const RunResult r = run_lucas({"analyze", "--seconds", "0.01", "tests/data/analyze-4x4.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("  1. Noé  S-T  safe line          not solved within 0.01 s\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("best: \n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\u2014"), std::string::npos) << "the budget ran out: it says so";

  const RunResult fr =
      run_lucas({"analyze", "--seconds", "0.01", "--lang", "fr", "tests/data/analyze-4x4.yaml"});
  EXPECT_NE(fr.out.find("  1. Noé  S-T  segment sûr           non résolu en 0,01 s\n"),
            std::string::npos)
      << fr.out;
}

TEST(CliBudgetTest, AnalyzeJsonMarksWhatWasNotSolved) {
  const RunResult r = run_lucas(
      {"analyze", "--seconds", "0.01", "--format", "json", "tests/data/analyze-4x4.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const Json d = parse_json(r.out);
  EXPECT_EQ(d["budget_seconds"], 0.01);
  const Json& first = d["moves"][0];
  EXPECT_EQ(first["solved"], false);
  EXPECT_TRUE(first["best"].is_null());
  EXPECT_TRUE(first["value_before"].is_null());
  for (const Json& move : d["moves"]) {
    // Never an empty list for a move that lost boxes: its better moves, or null.
    if (move["solved"] == false) {
      EXPECT_TRUE(move["best"].is_null()) << move;
    } else if (move["cost"] > 0) {
      EXPECT_FALSE(move["best"].empty()) << move;
    }
  }
}

TEST(CliBudgetTest, GivenNoTimeAnalyzeTriesNothing) {
  // --seconds 0 asks for kinds only: nothing ran out, so the moves show a dash.
  const RunResult r = run_lucas({"analyze", "--seconds", "0", "tests/data/analyze-4x4.yaml"});
  EXPECT_NE(r.out.find("  1. Noé  S-T  safe line          \u2014\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("not solved within"), std::string::npos) << r.out;
}

TEST(CliBudgetTest, HintSaysItWasNotSolvedInTime) {
  const std::string record = opening_of_the_4x4_game();
  const RunResult r = run_lucas({"hint", "--seconds", "0.01", "-"}, record);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("No exact value: the position was not solved within 0.01 s; here is the "
                       "strategy sheet's advice.\n"),
            std::string::npos)
      << r.out;
  const RunResult fr = run_lucas({"hint", "--seconds", "0.01", "--lang", "fr", "-"}, record);
  EXPECT_NE(fr.out.find("Pas de valeur exacte : la position n'a pas été résolue en 0,01 s"),
            std::string::npos)
      << fr.out;
  const RunResult json = run_lucas({"hint", "--seconds", "0.01", "--format", "json", "-"}, record);
  const Json d = parse_json(json.out);
  EXPECT_TRUE(d["value"].is_null());
  EXPECT_TRUE(d["best"].is_null());
  EXPECT_EQ(d["solved"], false);
  EXPECT_EQ(d["to_move"], "Léa");
  // Without time, the answer is the strategy facts, and no "not solved within".
  const RunResult none = run_lucas({"hint", "--seconds", "0", "-"}, record);
  EXPECT_NE(none.out.find("No exact value (--seconds 0): here is the strategy sheet's advice."),
            std::string::npos)
      << none.out;
}

TEST(CliBudgetTest, SolveTableIsSizedFromTheFreeLines) {
  // A Swedish 4x4 board has 40 lines but 24 to play: it got 512 MiB, it needs 2.
  const RunResult swedish =
      run_lucas({"solve", "--boxes", "4x4", "--border", "swedish", "--format", "json"});
  ASSERT_EQ(swedish.exit_code, 0) << swedish.err;
  const Json s = parse_json(swedish.out);
  EXPECT_LT(s["table_bytes"].get<std::uint64_t>(), 64 * kMiB);
  EXPECT_EQ(s["table_bytes"], 2 * kMiB);
  EXPECT_EQ(s["value"], 0);  // the brute force's value (src/solve/solver_test.cc)
  // An open 3x3 board (24 lines) keeps the 2 MiB it had.
  const RunResult open = run_lucas({"solve", "--boxes", "3x3"});
  EXPECT_NE(open.out.find("(table: 2 MiB)\n"), std::string::npos) << open.out;
  EXPECT_EQ(open.err, "") << "a quick solve prints no estimate";
}

TEST(CliBudgetTest, SolveTableTakesTheMemoryGiven) {
  // All of it, in whole 2 MiB pages: 24 MiB is not a power of two (it gave 16), 25 MiB is 24.
  for (const auto& [memory, table] : {std::pair{"24", 24 * kMiB}, std::pair{"25", 24 * kMiB}}) {
    const RunResult r = run_lucas(
        {"solve", "--boxes", "4x4", "--memory", memory, "--seconds", "0.2", "--format", "json"});
    EXPECT_EQ(r.exit_code, 3) << r.err;
    EXPECT_EQ(parse_json(r.out)["table_bytes"], table) << memory;
  }
}

TEST(CliBudgetTest, SolveStopsAtTheSecondsGiven) {
  const RunResult r = run_lucas({"solve", "--boxes", "4x4", "--memory", "16", "--seconds", "0.5"});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_EQ(r.signal, 0);
  EXPECT_LT(r.seconds, 5.0);
  // 16 MiB is far less than the 4 GiB in which the open 4x4 board took 15 minutes.
  EXPECT_NE(r.err.find("A board of 4×4 boxes leaves 40 lines to play: about 36 h and 540 G "
                       "positions, far beyond a class hour; searching for 0.5 s only."),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("Stopped after "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" s (--seconds): the value of the empty board is not known."),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  not solved\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("  *\n"), std::string::npos) << "no best move is known";

  const RunResult json = run_lucas(
      {"solve", "--boxes", "4x4", "--memory", "16", "--seconds", "0.5", "--format", "json"});
  EXPECT_EQ(json.exit_code, 3);
  const Json d = parse_json(json.out);
  EXPECT_EQ(d["solved"], false);
  EXPECT_EQ(d["stopped"], "seconds");
  EXPECT_TRUE(d["value"].is_null());
  ASSERT_EQ(d["moves"].size(), 40u);
  EXPECT_TRUE(d["moves"][39]["value"].is_null());
}

TEST(CliBudgetTest, CtrlCStopsTheSolveCleanly) {
  // With 16 MiB the open 4x4 board is beyond a class hour: it goes ahead with --seconds only.
  const RunResult r =
      run_lucas_signalled({"solve", "--boxes", "4x4", "--memory", "16", "--seconds", "600"}, SIGINT,
                          "positions searched", 30);
  EXPECT_EQ(r.signal, 0) << "the signal was handled, not fatal";
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_NE(r.out.find("Interrupted (Ctrl-C) after "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  not solved\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" positions searched in "), std::string::npos) << r.out;

  // Stopped as soon as it starts (its estimate is printed once Ctrl-C is caught): the first
  // run waited for a progress line, which a pipe gets after 10 s.
  const RunResult json =
      run_lucas_signalled({"solve", "--boxes", "4x4", "--memory", "16", "--seconds", "600",
                           "--format", "json", "--lang", "fr"},
                          SIGINT, "recherche limitée à 600 s", 30);
  EXPECT_EQ(json.exit_code, 3) << json.err;
  EXPECT_EQ(parse_json(json.out)["stopped"], "interrupt");
}

// The estimate counts the memory given: 3x4 boxes, about 2.5 s with a table big enough, a
// little more with 16 MiB; the open 4x4 board, about 66 minutes with the default 512 MiB (it had
// not ended after 66 on two threads), is refused without --seconds, where more memory is the
// answer (and goes ahead with --seconds, above); 5x5 boxes, beyond reach with any table, are
// refused as such (below).
TEST(CliBudgetTest, SolveEstimateCountsTheMemory) {
  const RunResult fits =
      run_lucas({"solve", "--boxes", "3x4", "--memory", "16", "--seconds", "0.2"});
  EXPECT_EQ(fits.exit_code, 3) << fits.err;
  EXPECT_NE(fits.err.find("Estimate for 31 lines to play: about 2.8 s and 19 M positions"),
            std::string::npos)
      << fits.err;
  const RunResult refused = run_lucas({"solve", "--boxes", "4x4"});
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("with a table of 512 MiB, about 1.1 h and 17 G positions, far "
                             "beyond a class hour; give more --memory"),
            std::string::npos)
      << refused.err;
  const RunResult small = run_lucas({"solve", "--boxes", "4x4", "--memory", "16"});
  EXPECT_EQ(small.exit_code, 2);
  EXPECT_EQ(small.out, "");
  EXPECT_EQ(small.err,
            "lucas: error[bad-option]: a board of 4×4 boxes leaves 40 lines to play: with a table "
            "of 16 MiB, about 36 h and 540 G positions, far beyond a class hour; give more "
            "--memory, or --seconds N to search for N seconds and print the first moves solved "
            "by then\n");
  const RunResult fr = run_lucas({"solve", "--boxes", "4x4", "--memory", "16", "--lang", "fr"});
  EXPECT_EQ(fr.exit_code, 2);
  EXPECT_NE(fr.err.find("avec une table de 16 Mio, environ 36 h"), std::string::npos) << fr.err;
  EXPECT_NE(fr.err.find("donnez plus de --memory, ou --seconds N"), std::string::npos) << fr.err;
}

TEST(CliBudgetTest, SolveBeyondReachIsRefusedInOneLine) {
  const RunResult r = run_lucas({"solve", "--boxes", "5x5"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(
      r.err,
      "lucas: error[bad-option]: a board of 5×5 boxes leaves 60 lines to play: about "
      "72000000000 h and 380 E positions, far beyond a class hour; give --seconds N to search "
      "for N seconds and print the first moves solved by then\n");
  const RunResult fr = run_lucas({"solve", "--boxes", "4x5", "--lang", "fr"});
  EXPECT_EQ(fr.exit_code, 2);
  EXPECT_NE(fr.err.find("une grille de 4×5 carrés laisse 49 segments à tracer : environ "),
            std::string::npos)
      << fr.err;
  EXPECT_NE(fr.err.find("bien au-delà d'une heure de classe"), std::string::npos) << fr.err;
}

TEST(CliBudgetTest, SolveBeyondReachGoesOnWithSeconds) {
  const RunResult r = run_lucas({"solve", "--boxes", "5x5", "--memory", "16", "--seconds", "0.3"});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_NE(r.err.find("far beyond a class hour; searching for 0.3 s only."), std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("Stopped after "), std::string::npos) << r.out;
}

TEST(CliBudgetTest, SolveSecondsMustBeAPositiveFiniteNumber) {
  for (const std::string value : {"0", "-1", "nan", "inf", "soon"}) {
    const RunResult r = run_lucas({"solve", "--boxes", "3x3", "--seconds", value});
    EXPECT_EQ(r.exit_code, 2) << value;
    EXPECT_EQ(r.out, "") << value;
    EXPECT_NE(r.err.find("--seconds"), std::string::npos) << value << ": " << r.err;
  }
  EXPECT_EQ(run_lucas({"solve", "--boxes", "2x2", "--seconds", "0.5"}).exit_code, 0);
}

// --threads: the computer's cores unless given, 1 to 256, and the values and best moves are the
// same on any number (only the positions counted and the time differ).
TEST(CliBudgetTest, ThreadsDefaultToTheCoresAndChangeNoValue) {
  const int cores = machine_threads();
  const unsigned told = std::thread::hardware_concurrency();  // 0 when it cannot tell
  if (told >= 1 && told <= 256) {
    EXPECT_EQ(cores, static_cast<int>(told));
  }
  EXPECT_GE(cores, 1);
  const RunResult help = run_lucas({"solve", "--help"});
  const size_t option = help.out.find("--threads");
  ASSERT_NE(option, std::string::npos) << help.out;
  const std::string line = help.out.substr(option, help.out.find('\n', option) - option);
  EXPECT_TRUE(line.ends_with("default " + std::to_string(cores) + ")")) << line;

  auto values = [](const std::string& threads) {
    const RunResult r =
        run_lucas({"solve", "--boxes", "3x3", "--format", "json", "--threads", threads});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    Json document = parse_json(r.out);
    for (const char* measure : {"positions", "seconds", "estimate"}) document.erase(measure);
    return document;
  };
  const Json one = values("1");
  EXPECT_EQ(one["value"], -3);
  EXPECT_EQ(values("2"), one);
  EXPECT_EQ(values("256"), one);

  for (const char* refused : {"0", "257", "1.5"}) {
    const RunResult r = run_lucas({"solve", "--boxes", "2x2", "--threads", refused});
    EXPECT_EQ(r.exit_code, 2) << refused;
    EXPECT_NE(r.err.find("from 1 to 256"), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace lucas::testing
