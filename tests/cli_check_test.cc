// lucas check end to end: exit codes, several files, standard input, languages, JSON.
#include <gtest/gtest.h>

#include <sstream>

#include "support/checks.h"
#include "support/json.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

TEST(CliCheckTest, WorksheetGameIsFinished) {
  const RunResult r = run_lucas({"check", "examples/mia-noe.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "examples/mia-noe.yaml: finished — Mia 4, Noé 2: Mia wins\n");
}

// The whole games on a triangle and on a Swedish hexagon: every claim right.
TEST(CliCheckTest, TriangleAndHexagonGamesAreFinished) {
  RunResult r = run_lucas({"check", "examples/triangle-3.yaml"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, "examples/triangle-3.yaml: finished — Mia 5, Noé 4: Mia wins\n");
  r = run_lucas({"check", "examples/hexagon-2.yaml", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, "examples/hexagon-2.yaml: terminée — Mia 3, Noé 4 : Noé gagne\n");
}

TEST(CliCheckTest, FrenchFromTheLocaleOrTheOption) {
  const RunResult fr = run_lucas({"check", "examples/mia-noe.yaml"}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_EQ(fr.out, "examples/mia-noe.yaml: terminée — Mia 4, Noé 2 : Mia gagne\n");
  const RunResult en =
      run_lucas({"check", "--lang", "en", "examples/mia-noe.yaml"}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_EQ(en.out, "examples/mia-noe.yaml: finished — Mia 4, Noé 2: Mia wins\n");
  const RunResult all =
      run_lucas({"check", "examples/mia-noe.yaml"}, "", {"LC_ALL=fr_BE.UTF-8", "LANG=en_US"});
  EXPECT_EQ(all.out, "examples/mia-noe.yaml: terminée — Mia 4, Noé 2 : Mia gagne\n");
}

// The worksheet: after move 7, F-B is B-F again.
TEST(CliCheckTest, WorksheetRepeatedLine) {
  const RunResult r = run_lucas({"check", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "tests/data/mia-noe-bad.yaml:15:5: error[repeated-line]: move 8: F-B is already drawn "
            "(move 7 drew B-F)\n"
            " 15 |   - {by: M, line: F-B}\n"
            "    |     ^\n"
            "tests/data/mia-noe-bad.yaml: invalid — 1 error\n");
  const RunResult fr = run_lucas({"check", "--lang", "fr", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(fr.out,
            "tests/data/mia-noe-bad.yaml:15:5: erreur[repeated-line]: coup 8 : F-B est déjà tracé "
            "(le coup 7 a tracé "
            "B-F)\n"
            " 15 |   - {by: M, line: F-B}\n"
            "    |     ^\n"
            "tests/data/mia-noe-bad.yaml: invalide — 1 erreur\n");
}

TEST(CliCheckTest, WorksheetRepeatedLineAsJson) {
  const RunResult r = run_lucas({"check", "--format", "json", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "[\n"
            "  {\n"
            "    \"file\": \"tests/data/mia-noe-bad.yaml\",\n"
            "    \"status\": \"invalid\",\n"
            "    \"moves\": 8,\n"
            "    \"players\": [\n"
            "      {\n"
            "        \"name\": \"Mia\",\n"
            "        \"initial\": \"M\"\n"
            "      },\n"
            "      {\n"
            "        \"name\": \"Noé\",\n"
            "        \"initial\": \"N\"\n"
            "      }\n"
            "    ],\n"
            "    \"score\": [\n"
            "      2,\n"
            "      0\n"
            "    ],\n"
            "    \"next\": \"M\",\n"
            "    \"winner\": null,\n"
            "    \"verdict\": \"invalid — 1 error\",\n"
            "    \"diagnostics\": [\n"
            "      {\n"
            "        \"severity\": \"error\",\n"
            "        \"code\": \"repeated-line\",\n"
            "        \"move\": 8,\n"
            "        \"line\": 15,\n"
            "        \"column\": 5,\n"
            "        \"message\": \"move 8: F-B is already drawn (move 7 drew B-F)\"\n"
            "      }\n"
            "    ]\n"
            "  }\n"
            "]\n");
  // A real JSON reader agrees.
  const nlohmann::json d =
      parse_json(run_lucas({"check", "--format", "json", "tests/data/mia-noe-bad.yaml",
                            "examples/mia-noe.yaml"})
                     .out);
  EXPECT_EQ(d.at(1).at("winner"), "M");
  EXPECT_EQ(d.at(1).at("players").at(1).at("name"), "Noé");
  EXPECT_EQ(d.at(0).at("diagnostics").at(0).at("code"), "repeated-line");
}

TEST(CliCheckTest, WorksheetSkipAndDiagonal) {
  const RunResult skip =
      run_lucas({"check", "tests/data/worksheet-skip.yaml", "tests/data/worksheet-diagonal.yaml"});
  EXPECT_EQ(skip.exit_code, 1);
  EXPECT_EQ(skip.out,
            "tests/data/worksheet-skip.yaml:8:5: error[not-adjacent]: move 1: A-C skips a dot; a "
            "line joins two "
            "neighbouring dots\n"
            " 8 |   - {by: M, line: A-C}\n"
            "   |     ^\n"
            "tests/data/worksheet-skip.yaml: invalid — 1 error\n"
            "tests/data/worksheet-diagonal.yaml:8:5: error[diagonal]: move 1: A-F is a diagonal; "
            "lines are horizontal "
            "or vertical\n"
            " 8 |   - {by: M, line: A-F}\n"
            "   |     ^\n"
            "tests/data/worksheet-diagonal.yaml: invalid — 1 error\n"
            // Two records are a class: the summary table follows (docs/report.md).
            "\n"
            "file                                players    status   real score  errors  notes\n"
            "----------------------------------  ---------  -------  ----------  ------  -----\n"
            "tests/data/worksheet-skip.yaml      Mia – Noé  invalid  0 – 0            1      0\n"
            "tests/data/worksheet-diagonal.yaml  Mia – Noé  invalid  0 – 0            1      0\n"
            "----------------------------------  ---------  -------  ----------  ------  -----\n"
            "total: 2 records                                                         2      0\n"
            "2 invalid\n");
}

TEST(CliCheckTest, ExitCodeIsTheWorstOfAllFiles) {
  EXPECT_EQ(run_lucas({"check", "examples/mia-noe.yaml", "tests/data/mia-noe-bad.yaml"}).exit_code,
            1);
  const RunResult r = run_lucas(
      {"check", "tests/data/mia-noe-bad.yaml", "no-such-file.yaml", "examples/mia-noe.yaml"});
  EXPECT_EQ(r.exit_code, 2);
  // One bad file never hides the others.
  EXPECT_NE(r.out.find("examples/mia-noe.yaml: finished"), std::string::npos);
  EXPECT_NE(r.out.find("no-such-file.yaml: error[cannot-read]: no such file"), std::string::npos);
}

// The paths of tests/data/codes/<code>.yaml (under a grid's folder, if given).
std::vector<std::string> code_records(const std::vector<std::string>& codes,
                                      const std::string& grid = "") {
  std::vector<std::string> files;
  for (const std::string& code : codes)
    files.push_back("tests/data/codes/" + (grid.empty() ? "" : grid + "/") + code + ".yaml");
  return files;
}

// tests/data/codes/<code>.yaml triggers exactly that code, and nothing else. The records are
// checked in one run, each answering on its own (tests/support/checks.h).
TEST(CliCheckTest, EveryCheckCodeHasARecordThatTriggersIt) {
  const std::vector<std::string> codes = {
      "not-a-point",    "not-adjacent",   "diagonal",    "repeated-line", "wrong-player",
      "unknown-player", "move-after-end", "wrong-boxes", "wrong-initial", "wrong-score",
      "wrong-next",     "wrong-result",   "disputed"};
  const std::vector<std::string> files = code_records(codes);
  const CheckedEach checked = check_each({"--format", "json"}, files);
  for (size_t i = 0; i < files.size(); ++i) {
    EXPECT_EQ(checked.exit_codes[i], codes[i] == "disputed" ? 0 : 1) << codes[i];
    EXPECT_EQ(diagnostic_codes(checked.records[i]), codes[i]) << files[i];
  }
}

// The same codes on a triangle and a hexagon (seed 004), but the diagonal, which those lattices
// do not have, and with a border line drawn again; each record of tests/data/codes/<grid>
// triggers exactly its code and says exactly the text beside it, in French and in English,
// where the square board's « carré » and "box" are « case » and "cell".
TEST(CliCheckTest, EveryCheckCodeOnTheTriangleAndHexagonGrids) {
  const std::vector<std::string> codes = {
      "not-a-point",    "not-adjacent",   "repeated-line", "repeated-border", "wrong-player",
      "unknown-player", "move-after-end", "wrong-boxes",   "wrong-initial",   "wrong-score",
      "wrong-next",     "wrong-result",   "disputed"};
  std::vector<std::string> files;
  for (const std::string grid : {"triangle", "hexagon"})
    for (const std::string& file : code_records(codes, grid)) files.push_back(file);
  const CheckedEach json = check_each({"--format", "json"}, files);
  for (size_t i = 0; i < files.size(); ++i) {
    const std::string& code = codes[i % codes.size()];
    // A false result is one finding per player.
    const std::string seen = code == "repeated-border" ? "repeated-line"
                             : code == "wrong-result"  ? "wrong-result wrong-result"
                                                       : code;
    EXPECT_EQ(diagnostic_codes(json.records[i]), seen) << files[i];
    EXPECT_EQ(json.exit_codes[i], code == "disputed" ? 0 : 1) << files[i];
  }
  for (const std::string language : {"fr", "en"}) {
    const CheckedEach text = check_each({"--color", "never", "--lang", language}, files);
    // Each record's own exit code is above; the run's is the worst of them.
    EXPECT_EQ(text.exit_code, 1);
    for (size_t i = 0; i < files.size(); ++i) {
      const std::string base = files[i].substr(0, files[i].size() - 5);
      const std::string expected =
          slurp(std::string(LUCAS_SOURCE_DIR) + "/" + base + "." + language + ".txt");
      ASSERT_FALSE(expected.empty()) << base << "." << language << ".txt";
      EXPECT_EQ(text.reports[i], expected) << base << " in " << language;
      // Only the square board speaks of boxes (the excerpts, indented, quote the record's
      // own `boxes:` key).
      std::istringstream lines(text.reports[i]);
      for (std::string line; std::getline(lines, line);)
        if (!line.starts_with(" ")) {
          EXPECT_EQ(line.find(language == "fr" ? " carré" : " box"), std::string::npos) << line;
        }
    }
  }
}

// Each record of tests/data/codes gives, in French and in English, exactly the text beside it
// (<code>.fr.txt, <code>.en.txt): the message of every check code, its excerpt and the verdict.
TEST(CliCheckTest, EveryCheckCodeSaysItsExactTextInBothLanguages) {
  const std::vector<std::string> codes = {
      "not-a-point",    "not-adjacent",   "diagonal",    "repeated-line", "wrong-player",
      "unknown-player", "move-after-end", "wrong-boxes", "wrong-initial", "wrong-score",
      "wrong-next",     "wrong-result",   "disputed"};
  const std::vector<std::string> files = code_records(codes);
  for (const std::string language : {"fr", "en"}) {
    const CheckedEach text = check_each({"--color", "never", "--lang", language}, files);
    for (size_t i = 0; i < files.size(); ++i) {
      const std::string base = "tests/data/codes/" + codes[i];
      const std::string expected =
          slurp(std::string(LUCAS_SOURCE_DIR) + "/" + base + "." + language + ".txt");
      ASSERT_FALSE(expected.empty()) << base << "." << language << ".txt";
      EXPECT_EQ(text.reports[i], expected) << codes[i] << " in " << language;
    }
  }
}

TEST(CliCheckTest, StandardInput) {
  const RunResult r = run_lucas({"check", "-"}, slurp(LUCAS_SOURCE_DIR "/examples/mia-noe.yaml"));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "<stdin>: finished — Mia 4, Noé 2: Mia wins\n");
}

TEST(CliCheckTest, DirectoryAndUnreadableRecord) {
  // A folder is read for its records (docs/report.md); docs/ holds none.
  const RunResult dir = run_lucas({"check", "--summary", "docs"});
  EXPECT_EQ(dir.exit_code, 2);
  EXPECT_TRUE(
      dir.out.starts_with("file             players  status      real score  errors  notes\n"))
      << dir.out;
  const RunResult said = run_lucas({"check", "docs"});
  EXPECT_TRUE(said.out.starts_with(
      "docs: error[cannot-read]: this folder holds no record; lucas reads the .yaml and .yml "
      "files in it, subfolders included\ndocs: unreadable — not a move record\n"))
      << said.out;
  const RunResult syntax = run_lucas({"check", "-"}, "board: [\n");
  EXPECT_EQ(syntax.exit_code, 2);
  // The caret goes to the bracket to close, not to where the parser noticed it.
  EXPECT_NE(syntax.out.find("<stdin>:1:8: error[syntax]"), std::string::npos) << syntax.out;
  // The parser's complaint in the user's language, with what to write instead.
  for (const auto& [lang, message] :
       {std::pair{"en",
                  "<stdin>:1:8: error[syntax]: not valid YAML: a '[' is never closed: add the "
                  "']' that ends it\n"},
        std::pair{"fr",
                  "<stdin>:1:8: erreur[syntax]: YAML invalide : un « [ » n'est jamais "
                  "refermé : ajoutez le « ] » qui le ferme\n"}}) {
    const RunResult r = run_lucas({"check", "--lang", lang, "-"}, "board: [\n");
    EXPECT_NE(r.out.find(message), std::string::npos) << r.out;
  }
}

TEST(CliCheckTest, BadCommandLines) {
  for (const auto& args :
       std::vector<std::vector<std::string>>{{"check"},
                                             {"check", "--lang", "de", "examples/mia-noe.yaml"},
                                             {"check", "--format", "xml", "x"},
                                             {"check", "--bogus", "x"},
                                             {"frobnicate"},
                                             {}}) {
    const RunResult r = run_lucas(args);
    EXPECT_EQ(r.exit_code, 2) << (args.empty() ? "" : args[0]);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind("lucas: error[", 0), 0u) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
  EXPECT_EQ(run_lucas({"--help"}).exit_code, 0);
  EXPECT_EQ(run_lucas({"check", "--help"}).exit_code, 0);
}

// Checking must stay fast: it never starts fontconfig or Pango. FC_DEBUG makes fontconfig say
// when it loads its configuration; a drawing command shows that the probe works.
TEST(CliCheckTest, CheckNeverStartsFontconfig) {
  const std::string pdf = temp_dir() + "/sheet.pdf";
  const RunResult sheet = run_lucas({"sheet", "-o", pdf}, "", {"FC_DEBUG=1024"});
  EXPECT_NE(sheet.out.find("Loading config file"), std::string::npos);
  const RunResult check = run_lucas({"check", "examples/mia-noe.yaml"}, "", {"FC_DEBUG=1024"});
  EXPECT_EQ(check.out, "examples/mia-noe.yaml: finished — Mia 4, Noé 2: Mia wins\n");
  EXPECT_EQ(check.err, "");
}

TEST(CliCheckTest, CommandLineErrorsSpeakFrench) {
  const RunResult extra = run_lucas({"check", "--lang", "fr", "--bogus", "x"});
  EXPECT_EQ(extra.exit_code, 2);
  EXPECT_EQ(extra.err,
            "lucas: erreur[unknown-option]: option inconnue --bogus ; lucas check --help liste les "
            "options\n");
  const RunResult none = run_lucas({}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_EQ(
      none.err,
      "lucas: erreur[missing-command]: donnez une commande parmi : check, report, sheet, replay, "
      "handout, analyze, hint, solve, match, play, learn et serve\n");
  const RunResult value = run_lucas({"check", "--lang", "fr", "--format", "xml", "x.yaml"});
  EXPECT_NE(value.err.find("la valeur de --format est refusée"), std::string::npos) << value.err;
}

TEST(CliCheckTest, HelpSpeaksFrench) {
  const RunResult r = run_lucas({"check", "--help"}, "", {"LANG=fr_FR.UTF-8"});
  EXPECT_NE(r.out.find("Vérifie des parties relevées"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Utilisation: lucas check"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("OBLIGATOIRE"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace lucas::testing
