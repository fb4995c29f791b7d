// A whole class end to end: lucas check on folders (the summary table, --summary, JSON) and
// lucas report, checked with real readers (pdfinfo, pdftotext).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "support/json.h"
#include "support/pages.h"
#include "support/pixels.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

namespace fs = std::filesystem;

const std::string kClass = "tests/data/class";

// The records of tests/data/class in the order lucas reads them: sorted, the subfolder's last.
const std::vector<std::string> kRecords{"01-mia-noé.yaml",
                                        "02-éloïse-zoé.yaml",
                                        "03-léa-zoé.yaml",
                                        "04-contestée.yaml",
                                        "05-noé-tom.yml",
                                        "06-répété.yaml",
                                        "07-faux-score.yaml",
                                        "08-diagonale.yaml",
                                        "09-illisible.yaml",
                                        "10-sans-plateau.yaml",
                                        "groupe-b/11-inès-noé.yaml",
                                        "groupe-b/12-vide.yaml"};

// clang-format off
const char* kSummaryFr =
    "fichier                                     joueurs       état         score réel  erreurs  remarques\n"
    "------------------------------------------  ------------  -----------  ----------  -------  ---------\n"
    "tests/data/class/01-mia-noé.yaml            Mia – Noé     terminée     4 – 2             0          0\n"
    "tests/data/class/02-éloïse-zoé.yaml         Éloïse – Zoé  terminée     4 – 2             0          0\n"
    "tests/data/class/03-léa-zoé.yaml            Léa – Zoé     interrompue  0 – 0             0          0\n"
    "tests/data/class/04-contestée.yaml          Mia – Noé     contestée    0 – 0             0          1\n"
    "tests/data/class/05-noé-tom.yml             Noé – Tom     interrompue  0 – 0             0          0\n"
    "tests/data/class/06-répété.yaml             Mia – Noé     invalide     2 – 0             1          0\n"
    "tests/data/class/07-faux-score.yaml         Mia – Noé     invalide     0 – 0             1          0\n"
    "tests/data/class/08-diagonale.yaml          Zoé – Noé     invalide     0 – 0             1          0\n"
    "tests/data/class/09-illisible.yaml          —             illisible    —                 1          0\n"
    "tests/data/class/10-sans-plateau.yaml       —             illisible    —                 1          0\n"
    "tests/data/class/groupe-b/11-inès-noé.yaml  Inès – Noé    terminée     4 – 2             0          0\n"
    "tests/data/class/groupe-b/12-vide.yaml      —             illisible    —                 1          0\n"
    "------------------------------------------  ------------  -----------  ----------  -------  ---------\n"
    "total : 12 relevés                                                                       6          1\n"
    "3 terminées, 2 interrompues, 1 contestée, 3 invalides, 3 illisibles\n";
// clang-format on

// clang-format off
const char* kSummaryEn =
    "file                                        players       status       real score  errors  notes\n"
    "------------------------------------------  ------------  -----------  ----------  ------  -----\n"
    "tests/data/class/01-mia-noé.yaml            Mia – Noé     finished     4 – 2            0      0\n"
    "tests/data/class/02-éloïse-zoé.yaml         Éloïse – Zoé  finished     4 – 2            0      0\n"
    "tests/data/class/03-léa-zoé.yaml            Léa – Zoé     interrupted  0 – 0            0      0\n"
    "tests/data/class/04-contestée.yaml          Mia – Noé     disputed     0 – 0            0      1\n"
    "tests/data/class/05-noé-tom.yml             Noé – Tom     interrupted  0 – 0            0      0\n"
    "tests/data/class/06-répété.yaml             Mia – Noé     invalid      2 – 0            1      0\n"
    "tests/data/class/07-faux-score.yaml         Mia – Noé     invalid      0 – 0            1      0\n"
    "tests/data/class/08-diagonale.yaml          Zoé – Noé     invalid      0 – 0            1      0\n"
    "tests/data/class/09-illisible.yaml          —             unreadable   —                1      0\n"
    "tests/data/class/10-sans-plateau.yaml       —             unreadable   —                1      0\n"
    "tests/data/class/groupe-b/11-inès-noé.yaml  Inès – Noé    finished     4 – 2            0      0\n"
    "tests/data/class/groupe-b/12-vide.yaml      —             unreadable   —                1      0\n"
    "------------------------------------------  ------------  -----------  ----------  ------  -----\n"
    "total: 12 records                                                                       6      1\n"
    "3 finished, 2 interrupted, 1 disputed, 3 invalid, 3 unreadable\n";
// clang-format on

// A record of a finished game between two pupils, on the worksheet's board.
std::string finished_game(const std::string& first, const std::string& second) {
  return "board: {dots: 2x3}\nplayers: [{name: " + first + ", initial: A}, {name: " + second +
         ", initial: B}]\nmoves: [A A-B, B B-C, A D-E, B E-F, A A-D, B B-E, B C-F]\n";
}

TEST(CliClassTest, SummaryAloneInFrenchAndEnglish) {
  const RunResult fr = run_lucas({"check", "--summary", "--lang", "fr", kClass});
  EXPECT_EQ(fr.exit_code, 2) << fr.err;  // the worst: unreadable files
  EXPECT_EQ(fr.out, kSummaryFr);
  EXPECT_EQ(fr.err, "");
  const RunResult en = run_lucas({"check", "--summary", "--lang", "en", kClass + "/"});
  EXPECT_EQ(en.exit_code, 2);
  EXPECT_EQ(en.out, kSummaryEn);
}

TEST(CliClassTest, DiagnosticsThenTheTable) {
  const RunResult r = run_lucas({"check", "--lang", "fr", kClass});
  EXPECT_EQ(r.exit_code, 2);
  const std::string out = r.out;
  ASSERT_TRUE(out.ends_with(std::string("\n") + kSummaryFr)) << out;
  // Every record's verdict line, in order, before the table; notes.txt is not read.
  size_t at = 0;
  for (const std::string& record : kRecords) {
    const size_t found = out.find(kClass + "/" + record + ": ", at);
    EXPECT_NE(found, std::string::npos) << record;
    if (found != std::string::npos) at = found;
  }
  EXPECT_EQ(out.find("notes.txt"), std::string::npos);
  EXPECT_NE(out.find("tests/data/class/06-répété.yaml:15:5: erreur[repeated-line]: coup 8 : F-B"),
            std::string::npos);
}

TEST(CliClassTest, OneFileKeepsItsOutputWithoutATable) {
  const RunResult r = run_lucas({"check", "examples/mia-noe.yaml"});
  EXPECT_EQ(r.out, "examples/mia-noe.yaml: finished — Mia 4, Noé 2: Mia wins\n");
  // The same file twice is read once: still one record, no table.
  const RunResult twice = run_lucas({"check", "examples/mia-noe.yaml", "./examples/mia-noe.yaml"});
  EXPECT_EQ(twice.out, r.out);
  // --summary asks for the table, even of one record.
  const RunResult table = run_lucas({"check", "--summary", "examples/mia-noe.yaml"});
  EXPECT_EQ(table.out,
            "file                   players    status    real score  errors  notes\n"
            "---------------------  ---------  --------  ----------  ------  -----\n"
            "examples/mia-noe.yaml  Mia – Noé  finished  4 – 2            0      0\n"
            "---------------------  ---------  --------  ----------  ------  -----\n"
            "total: 1 record                                              0      0\n"
            "1 finished\n");
  // Two files make a class.
  const RunResult two =
      run_lucas({"check", "examples/mia-noe.yaml", "tests/data/mia-noe-bad.yaml"});
  EXPECT_EQ(two.exit_code, 1);
  EXPECT_NE(two.out.find("\ntotal: 2 records "), std::string::npos) << two.out;
}

TEST(CliClassTest, ExitCodeIsTheWorstStatus) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/c");
  std::ofstream(dir + "/c/a.yaml") << finished_game("Noé", "Zoé");
  EXPECT_EQ(run_lucas({"check", dir + "/c"}).exit_code, 0);
  std::ofstream(dir + "/c/b.yaml")
      << "board: {dots: 2x3}\nplayers: [{name: Léa, initial: L}, {name: Noé, initial: N}]\n"
         "moves: [L A-B, N A-B]\n";
  EXPECT_EQ(run_lucas({"check", dir + "/c"}).exit_code, 1);
  std::ofstream(dir + "/c/c.yaml") << "board: [\n";
  EXPECT_EQ(run_lucas({"check", dir + "/c"}).exit_code, 2);
  fs::remove_all(dir);
}

TEST(CliClassTest, JsonIsOneArrayWithAnEntryPerRecord) {
  const RunResult r = run_lucas({"check", "--format", "json", kClass});
  EXPECT_EQ(r.exit_code, 2);
  const Json d = parse_json(r.out);
  EXPECT_TRUE(d.is_array());
  std::string files, expected;
  for (const Json& e : d)
    files += e.at("file").get<std::string>() + " " + e.at("status").get<std::string>() + "\n";
  const char* statuses[] = {"finished",    "finished",   "interrupted", "interrupted",
                            "interrupted", "invalid",    "invalid",     "invalid",
                            "unreadable",  "unreadable", "finished",    "unreadable"};
  for (size_t i = 0; i < kRecords.size(); ++i)
    expected += kClass + "/" + kRecords[i] + " " + statuses[i] + "\n";
  EXPECT_EQ(files, expected);
  // --summary leaves JSON as it is.
  EXPECT_EQ(run_lucas({"check", "--format", "json", "--summary", kClass}).out, r.out);
}

TEST(CliClassTest, AnEmptyFolderOrOneWithoutRecordsIsSaid) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/vide");
  fs::create_directories(dir + "/notes");
  std::ofstream(dir + "/notes/notes.txt") << "pas un relevé\n";
  for (const char* folder : {"vide", "notes"}) {
    const RunResult r = run_lucas({"check", "--lang", "fr", folder}, "", {}, dir);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(
        r.out.starts_with(std::string(folder) +
                          ": erreur[cannot-read]: ce dossier ne contient aucun relevé ; "
                          "lucas y lit les fichiers .yaml et .yml, sous-dossiers compris\n"))
        << r.out;
    const RunResult report = run_lucas({"report", folder, "-o", "classe.pdf"}, "", {}, dir);
    EXPECT_EQ(report.exit_code, 2);
    EXPECT_EQ(report.out, "");
    EXPECT_NE(report.err.find("error[cannot-read]: this folder holds no record"), std::string::npos)
        << report.err;
    EXPECT_FALSE(fs::exists(dir + "/classe.pdf"));
  }
  fs::remove_all(dir);
}

TEST(CliClassTest, ALinkLoopEndsAndEachRecordIsReadOnce) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/c/sous");
  std::ofstream(dir + "/c/a.yaml") << finished_game("Noé", "Zoé");
  std::ofstream(dir + "/c/sous/b.yaml") << finished_game("Léa", "Inès");
  fs::create_directory_symlink("..", dir + "/c/sous/retour");
  fs::create_directory_symlink(".", dir + "/c/ici");
  const RunResult r = run_lucas({"check", "--summary", "c", "c/sous/b.yaml", "c"}, "", {}, dir);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_LT(r.seconds, 10.0);
  EXPECT_NE(r.out.find("\nc/a.yaml "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nc/sous/b.yaml "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\ntotal: 2 records"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

// Root reads every folder: the unreadable one is read by an ordinary user (setpriv).
TEST(CliClassTest, AnUnreadableSubfolderIsSaidAndTheOthersAreRead) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/c/fermé");
  std::ofstream(dir + "/c/a.yaml") << finished_game("Noé", "Zoé");
  std::ofstream(dir + "/c/fermé/b.yaml") << finished_game("Léa", "Inès");
  fs::permissions(dir, fs::perms::all);
  fs::permissions(dir + "/c", fs::perms::all);
  fs::permissions(dir + "/c/a.yaml", fs::perms::all);
  fs::permissions(dir + "/c/fermé", fs::perms::none);
  const RunResult r =
      run_lucas_in({"check", "--lang", "en", "c"}, dir, "/dev/null", {}, {.unprivileged = true});
  EXPECT_EQ(
      r.out,
      "c/a.yaml: finished — Noé 0, Zoé 2: Zoé wins\n"
      "c/fermé: error[cannot-read]: cannot read this folder: you may not read it; ask whoever "
      "looks after this computer\n"
      "c/fermé: unreadable — not a move record\n"
      "\n"
      "file              players    status      real score  errors  notes\n"
      "----------------  ---------  ----------  ----------  ------  -----\n"
      "c/a.yaml          Noé – Zoé  finished    0 – 2            0      0\n"
      "c/fermé           —          unreadable  —                1      0\n"
      "----------------  ---------  ----------  ----------  ------  -----\n"
      "total: 2 records                                          1      0\n"
      "1 finished, 1 unreadable\n");
  fs::permissions(dir + "/c/fermé", fs::perms::all);
  fs::remove_all(dir);
}

TEST(CliClassTest, FileNamesThatAreNotUtf8AreShownEscaped) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/c");
  std::ofstream(dir + "/c/\xE9l\xE8ve.yaml") << finished_game("Noé", "Zoé");
  const RunResult r = run_lucas({"check", "c"}, "", {}, dir);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_TRUE(r.out.starts_with("c/\\xE9l\\xE8ve.yaml: finished")) << r.out;
  const RunResult json = run_lucas({"check", "--format", "json", "c"}, "", {}, dir);
  EXPECT_EQ(json.exit_code, 0) << json.err;
  parse_json(json.out);
  EXPECT_NE(json.out.find("\"file\": \"c/\\\\xE9l\\\\xE8ve.yaml\""), std::string::npos) << json.out;
  const RunResult report = run_lucas({"report", "c", "-o", "r.pdf"}, "", {}, dir);
  EXPECT_EQ(report.exit_code, 0) << report.err;
  EXPECT_NE(pdf_text(dir + "/r.pdf").find("c/\\xE9l\\xE8ve.yaml"), std::string::npos);
  fs::remove_all(dir);
}

TEST(CliClassTest, ReportHoldsEveryFileAndEveryRecordsVerdict) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"report", kClass, "-o", dir + "/classe.pdf", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 2) << r.err;  // as check: the worst status
  EXPECT_EQ(r.out, dir + "/classe.pdf\n");
  // The files it could not draw: each with why, as lucas check says it, then how many and which.
  for (const char* file : {"09-illisible.yaml", "10-sans-plateau.yaml", "groupe-b/12-vide.yaml"})
    EXPECT_NE(r.err.find(kClass + "/" + file + ":"), std::string::npos) << file << "\n" << r.err;
  EXPECT_NE(r.err.find("3 fichiers ne sont pas des relevés lisibles : " + kClass +
                       "/09-illisible.yaml, " + kClass + "/10-sans-plateau.yaml et " + kClass +
                       "/groupe-b/12-vide.yaml. Ils figurent au récapitulatif, sans dessin."),
            std::string::npos)
      << r.err;
  // A class whose records all read says nothing but the file written.
  const RunResult good = run_lucas({"report", kClass + "/01-mia-noé.yaml",
                                    kClass + "/03-léa-zoé.yaml", "-o", dir + "/bons.pdf"});
  EXPECT_EQ(good.err, "");
  // The summary with the first blocks under it, then nine records' blocks on two pages.
  EXPECT_EQ(pages_of(dir + "/classe.pdf"), 3);
  const std::string summary = pdf_text(dir + "/classe.pdf", 1);
  const std::string text = pdf_text(dir + "/classe.pdf");
  for (const std::string& record : kRecords) {
    EXPECT_NE(summary.find(record), std::string::npos) << record;
    // A record in the table and in its block; a file that is no record in the table only.
    const std::string file = kClass + "/" + record;
    const size_t first = text.find(file);
    ASSERT_NE(first, std::string::npos) << file;
    const bool record_read = record.find("illisible") == std::string::npos &&
                             record.find("sans-plateau") == std::string::npos &&
                             record.find("vide") == std::string::npos;
    EXPECT_EQ(text.find(file, first + 1) != std::string::npos, record_read) << file;
  }
  for (const char* words :
       {"Verdict : terminée — Mia 4, Noé 2 : Mia gagne", "coup 8 : F-B est déjà tracé", "contestée",
        "ligne 15", "remarque : le coup 2 est contesté (trait trop pâle)", "Rien à redire",
        "illisible", "total : 12 relevés", "3 terminées, 2 interrompues"}) {
    EXPECT_NE(pdf_text(dir + "/classe.pdf").find(words), std::string::npos) << words;
  }
  fs::remove_all(dir);
}

TEST(CliClassTest, ReportIsReproducibleAndSpeaksEnglish) {
  const std::string dir = temp_dir();
  const std::vector<std::string> env{"SOURCE_DATE_EPOCH=1700000000"};
  const RunResult a = run_lucas({"report", kClass, "-o", dir + "/a.pdf", "--lang", "en"}, "", env);
  const RunResult b = run_lucas({"report", kClass, "-o", dir + "/b.pdf", "--lang", "en"}, "", env);
  EXPECT_EQ(a.exit_code, 2);
  EXPECT_EQ(slurp(dir + "/a.pdf"), slurp(dir + "/b.pdf"));
  const std::string text = pdf_text(dir + "/a.pdf");
  EXPECT_NE(text.find("The class's games"), std::string::npos);
  EXPECT_NE(text.find("Verdict: finished — Mia 4, Noé 2: Mia wins"), std::string::npos);
  EXPECT_NE(text.find("error: move 8: F-B is already drawn"), std::string::npos) << text;
  EXPECT_NE(run_shell("pdfinfo '" + dir + "/a.pdf'").out.find("2023"), std::string::npos);
  // Coordinates as the replay names them.
  const RunResult c = run_lucas(
      {"report", kClass + "/03-léa-zoé.yaml", "-o", dir + "/c.pdf", "--labels", "coords"});
  EXPECT_EQ(c.exit_code, 0) << c.err;
  // Columns a, b, c and rows 1, 2, 3 beside the dots, where letters name each dot.
  EXPECT_NE(pdf_text(dir + "/c.pdf", 1).find(" a b c "), std::string::npos)
      << pdf_text(dir + "/c.pdf", 1);
  EXPECT_EQ(pdf_text(dir + "/c.pdf", 1).find(" A B C "), std::string::npos);
  EXPECT_NE(pdf_text(dir + "/a.pdf", 2).find(" A B C "), std::string::npos)
      << pdf_text(dir + "/a.pdf", 2);
  fs::remove_all(dir);
}

TEST(CliClassTest, ReportKeepsTheOldFileWhenTheOutputIsAnInput) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/c");
  std::ofstream(dir + "/c/a.yaml") << finished_game("Noé", "Zoé");
  const RunResult r = run_lucas({"report", "c", "-o", "c/a.yaml"}, "", {}, dir);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("error[bad-output]"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(dir + "/c/a.yaml"), finished_game("Noé", "Zoé"));
  fs::remove_all(dir);
}

// SVG and PNG: a file a page, as every drawing command writes them.
TEST(CliClassTest, ReportAsSvgIsAFileAPage) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"report", kClass, "-o", dir + "/classe.svg"});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  std::string expected;
  for (int page = 1; page <= 3; ++page) {
    char name[32];
    std::snprintf(name, sizeof name, "/classe-%02d.svg", page);
    expected += dir + name + "\n";
  }
  EXPECT_EQ(r.out, expected);
  EXPECT_EQ(
      run_shell("rsvg-convert '" + dir + "/classe-03.svg' -o '" + dir + "/p.png'; echo $?").out,
      "0\n");
  fs::remove_all(dir);
}

// Sixty pupils: the summary runs over two pages, its header on each.
TEST(CliClassTest, ALongClassPaginatesTheSummaryWithItsHeader) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/classe");
  for (int i = 1; i <= 60; ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "/classe/eleve-%02d.yaml", i);
    std::ofstream(dir + name) << finished_game("Noé", "Zoé");
  }
  const RunResult check = run_lucas({"check", "--summary", "classe"}, "", {}, dir);
  EXPECT_EQ(check.exit_code, 0);
  EXPECT_NE(check.out.find("classe/eleve-60.yaml"), std::string::npos);
  const RunResult r =
      run_lucas({"report", "classe", "-o", "classe.pdf", "--lang", "fr"}, "", {}, dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Two pages of table, then the sixty blocks several to a page.
  const int pages = pages_of(dir + "/classe.pdf");
  EXPECT_GE(pages, 6);
  EXPECT_LE(pages, 12);
  const std::string first = pdf_text(dir + "/classe.pdf", 1);
  const std::string second = pdf_text(dir + "/classe.pdf", 2);
  for (const std::string& page : {first, second})
    EXPECT_NE(page.find("fichier joueurs état score réel erreurs remarques"), std::string::npos)
        << page;
  EXPECT_NE(first.find("eleve-01.yaml"), std::string::npos);
  EXPECT_EQ(first.find("eleve-60.yaml"), std::string::npos);
  EXPECT_NE(second.find("eleve-60.yaml"), std::string::npos);
  EXPECT_NE(second.find("total : 60 relevés"), std::string::npos);
  EXPECT_NE(pdf_text(dir + "/classe.pdf", pages).find("eleve-60.yaml"), std::string::npos);
  fs::remove_all(dir);
}

// The worksheet's game (Mia 4, Noé 2) between two pupils of the class; with a false initial,
// box 4, closed by the second player, is claimed for the first.
std::string worksheet_game(const std::string& first, const std::string& second,
                           bool false_initial = false) {
  std::string text = slurp(std::string(LUCAS_SOURCE_DIR) + "/examples/mia-noe.yaml");
  for (auto [from, to] : {std::pair{"Mia", first}, std::pair{"Noé", second}})
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
      text.replace(at, std::string(from).size(), to);
  if (false_initial) text.replace(text.find("boxes: [4]"), 10, "boxes: {4: M}");
  return text;
}

// A class of thirty games on the worksheet's 3x4 dots, every fifth with a false initial.
std::string class_of_thirty() {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/classe");
  for (int i = 1; i <= 30; ++i) {
    char name[40];
    std::snprintf(name, sizeof name, "/classe/eleve-%02d.yaml", i);
    std::ofstream(dir + name) << worksheet_game("Élève " + std::to_string(i), "Zoé", i % 5 == 0);
  }
  return dir;
}

TEST(CliClassTest, ThirtyGamesArePackedOnFewFullPages) {
  const std::string dir = class_of_thirty();
  for (const char* lang : {"fr", "en"}) {
    const RunResult r =
        run_lucas({"report", "classe", "-o", "a4.pdf", "--lang", lang}, "", {}, dir);
    ASSERT_EQ(r.exit_code, 1) << r.err;  // six false initials
    const int pages = pages_of(dir + "/a4.pdf");
    EXPECT_LE(pages, 9) << lang;
    EXPECT_GE(pages, 3) << lang;
    // Every page but the last filled to 60% of its height at least; each record once in the table,
    // once in its block.
    for (int page = 1; page < pages; ++page)
      EXPECT_GE(page_image(dir + "/a4.pdf", page).ink_depth(), 0.6) << lang << " page " << page;
    const std::string text = pdf_text(dir + "/a4.pdf");
    for (const char* file : {"classe/eleve-01.yaml", "classe/eleve-30.yaml"}) {
      const size_t first = text.find(file);
      ASSERT_NE(first, std::string::npos) << file;
      EXPECT_NE(text.find(file, first + 1), std::string::npos) << file;
    }
  }
  // A5: still several records a page, fewer pages than records.
  const RunResult a5 =
      run_lucas({"report", "classe", "-o", "a5.pdf", "--paper", "a5"}, "", {}, dir);
  ASSERT_EQ(a5.exit_code, 1) << a5.err;
  const int a5_pages = pages_of(dir + "/a5.pdf");
  EXPECT_LE(a5_pages, 12);
  for (int page = 1; page < a5_pages; ++page)
    EXPECT_GE(page_image(dir + "/a5.pdf", page).ink_depth(), 0.6) << "a5 page " << page;
  fs::remove_all(dir);
}

TEST(CliClassTest, OnePerPageGivesEachRecordItsOwnSheet) {
  const std::string dir = class_of_thirty();
  const RunResult r = run_lucas(
      {"report", "classe", "-o", "one.pdf", "--one-per-page", "--lang", "fr"}, "", {}, dir);
  ASSERT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(pages_of(dir + "/one.pdf"), 31);  // the summary, then a page each
  for (int page : {2, 17, 31}) {
    const std::string text = pdf_text(dir + "/one.pdf", page);
    char file[40];
    std::snprintf(file, sizeof file, "classe/eleve-%02d.yaml", page - 1);
    EXPECT_NE(text.find(file), std::string::npos) << text;
    // One record on a page leaves most of it empty.
    EXPECT_LT(page_image(dir + "/one.pdf", page).ink_depth(), 0.5) << page;
  }
  fs::remove_all(dir);
}

TEST(CliClassTest, AFileThatIsNoRecordHasItsSummaryLineAndNoBlock) {
  const std::string dir = temp_dir();
  fs::create_directories(dir + "/c");
  std::ofstream(dir + "/c/a.yaml") << worksheet_game("Inès", "Noé");
  std::ofstream(dir + "/c/b-vide.yaml") << "";
  const RunResult r = run_lucas({"report", "c", "-o", "r.pdf", "--lang", "fr"}, "", {}, dir);
  ASSERT_EQ(r.exit_code, 2) << r.err;
  EXPECT_EQ(pages_of(dir + "/r.pdf"), 1);  // the table, and Inès's block under it
  const std::string text = pdf_text(dir + "/r.pdf");
  const size_t vide = text.find("c/b-vide.yaml");
  ASSERT_NE(vide, std::string::npos) << text;
  EXPECT_EQ(text.find("c/b-vide.yaml", vide + 1), std::string::npos) << text;
  EXPECT_NE(text.find("illisible"), std::string::npos) << text;
  EXPECT_EQ(text.find("Pas de dessin"), std::string::npos) << text;
  const size_t a = text.find("c/a.yaml");
  ASSERT_NE(a, std::string::npos);
  EXPECT_NE(text.find("c/a.yaml", a + 1), std::string::npos) << text;
  fs::remove_all(dir);
}

TEST(CliClassTest, TheTitleIsTheTeachers) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"report", kClass + "/01-mia-noé.yaml", "-o", dir + "/r.pdf",
                                 "--title", "CM1 B — mardi 3 mars", "--lang", "fr"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string text = pdf_text(dir + "/r.pdf", 1);
  EXPECT_NE(text.find("CM1 B — mardi 3 mars"), std::string::npos) << text;
  EXPECT_EQ(text.find("Les parties de la classe"), std::string::npos) << text;
  EXPECT_EQ(pdf_info(dir + "/r.pdf", "Title"), "CM1 B — mardi 3 mars");
  const RunResult plain =
      run_lucas({"report", kClass + "/01-mia-noé.yaml", "-o", dir + "/p.pdf", "--lang", "fr"});
  EXPECT_NE(pdf_text(dir + "/p.pdf", 1).find("Les parties de la classe"), std::string::npos);
  fs::remove_all(dir);
}

TEST(CliClassTest, ChopsticksRecordsHaveTheirPlayersAndHands) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"report", "examples/chopsticks-cutoff.yaml",
                                 "tests/data/chopsticks/codes/wrong-hands.yaml", "-o",
                                 dir + "/r.pdf", "--lang", "fr"});
  ASSERT_EQ(r.exit_code, 1) << r.err;
  const std::string text = pdf_text(dir + "/r.pdf");
  EXPECT_EQ(text.find("Pas de dessin"), std::string::npos) << text;
  EXPECT_NE(text.find("« Lina et Sami à la récréation »"), std::string::npos) << text;
  EXPECT_NE(text.find("Joueurs : Lina et Sami"), std::string::npos) << text;
  EXPECT_NE(text.find("Verdict : terminée"), std::string::npos) << text;
  // The false hands claimed after move 1, marked in the picture's caption as in the replay.
  EXPECT_NE(text.find("⚠"), std::string::npos) << text;
  // Sami's two dead hands at the end of the cutoff game: fists, in their warm grey.
  EXPECT_GT(count_color(dir + "/r.pdf", 0xc9, 0xb8, 0xa6), 0);
  // English too.
  const RunResult en = run_lucas(
      {"report", "examples/chopsticks-cutoff.yaml", "-o", dir + "/en.pdf", "--lang", "en"});
  ASSERT_EQ(en.exit_code, 0) << en.err;
  EXPECT_NE(pdf_text(dir + "/en.pdf").find("Players: Lina and Sami"), std::string::npos)
      << pdf_text(dir + "/en.pdf");
  fs::remove_all(dir);
}

// The red circle of a false initial, looked for around the initial of box 4 (the lowest, leftmost
// box mark: the tallest words of one capital M or N on the first page that has any). How many red
// pixels it has; -1 when no page has box marks.
int red_at_box_4(const std::string& pdf, int page) {
  std::vector<PlacedWord> letters, marks;
  double tallest = 0;
  for (const PlacedWord& w : pdf_words(pdf, page))
    if (w.text == "M" || w.text == "N") {
      letters.push_back(w);
      tallest = std::max(tallest, w.y_max - w.y_min);
    }
  for (const PlacedWord& w : letters)
    if (w.y_max - w.y_min > tallest * 0.8) marks.push_back(w);
  if (marks.size() < 2) return -1;
  const PlacedWord* box4 = &marks[0];
  double spacing = 1e9;
  for (const PlacedWord& w : marks) {
    if (w.y() > box4->y() + 1 || (std::abs(w.y() - box4->y()) <= 1 && w.x() < box4->x())) box4 = &w;
  }
  for (const PlacedWord& w : marks)
    if (&w != box4 && std::abs(w.y() - box4->y()) <= 1)
      spacing = std::min(spacing, std::abs(w.x() - box4->x()));
  return page_image(pdf, page, 100).count_near(box4->x(), box4->y(), spacing * 0.9, 0xe0, 0, 0);
}
int red_at_box_4(const std::string& pdf) {
  for (int page = 1; page <= pages_of(pdf); ++page)
    if (const int red = red_at_box_4(pdf, page); red >= 0) return red;
  return -1;
}

TEST(CliClassTest, AFalseInitialIsCircledOnTheReportAndTheWallCopy) {
  const std::string dir = temp_dir();
  std::ofstream(dir + "/juste.yaml") << worksheet_game("Mia", "Naël");
  std::ofstream(dir + "/faux.yaml") << worksheet_game("Mia", "Naël", true);
  for (const char* name : {"juste", "faux"}) {
    const bool circled = std::string(name) == "faux";
    const std::string yaml = std::string(name) + ".yaml";
    const RunResult wall =
        run_lucas({"replay", yaml, "--final", "-o", std::string(name) + "-mur.pdf"}, "", {}, dir);
    ASSERT_EQ(wall.exit_code, circled ? 1 : 0) << wall.err;
    const RunResult report =
        run_lucas({"report", yaml, "-o", std::string(name) + "-rapport.pdf"}, "", {}, dir);
    ASSERT_EQ(report.exit_code, circled ? 1 : 0) << report.err;
    for (const std::string& pdf :
         {dir + "/" + name + "-mur.pdf", dir + "/" + name + "-rapport.pdf"}) {
      const int red = red_at_box_4(pdf);
      ASSERT_GE(red, 0) << pdf;
      if (circled)
        EXPECT_GT(red, 20) << pdf;
      else
        EXPECT_EQ(red, 0) << pdf;
    }
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace lucas::testing
