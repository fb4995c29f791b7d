// lucas replay end to end, checked with real readers: pdfinfo, pdftotext, pdftoppm, rsvg-convert.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <tuple>

#include "support/pages.h"
#include "support/pixels.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

const std::string kMiaNoe = std::string(LUCAS_SOURCE_DIR) + "/examples/mia-noe.yaml";
std::string data(const std::string& name) {
  return std::string(LUCAS_SOURCE_DIR) + "/tests/data/" + name;
}

// The text of a PDF in reading order on one line. pdftotext reads a kerned "F." as "F ." at
// some sizes; that space is undone.
std::string text_of(const std::string& pdf) {
  std::string text = pdf_text(pdf);
  for (size_t at; (at = text.find(" .")) != std::string::npos;) text.erase(at, 1);
  return text;
}

// Where a word stands alone on page 1: the right edge and the top of each of its boxes, in
// points, as pdftotext reads them from the PDF.
std::vector<std::pair<double, double>> word_boxes(const std::string& pdf, const std::string& word) {
  const std::string out =
      run_shell("pdftotext -f 1 -l 1 -bbox '" + pdf + "' - | grep '>" + word +
                "</word>' | sed 's/.*yMin=\"\\([0-9.]*\\)\" xMax=\"\\([0-9.]*\\)\".*/\\2 \\1/'")
          .out;
  std::vector<std::pair<double, double>> boxes;
  std::istringstream in(out);
  for (double x, y; in >> x >> y;) boxes.push_back({x, y});
  return boxes;
}

// The dot spacing of the top-left diagram of page 1, in millimetres: its dots A and D are three
// spacings apart, and so are their names (the D right of that A on its line).
double first_spacing_mm(const std::string& pdf) {
  const auto as = word_boxes(pdf, "A");
  if (as.empty()) return 0;
  const auto a = *std::min_element(as.begin(), as.end(), [](const auto& p, const auto& q) {
    return std::pair(p.second, p.first) < std::pair(q.second, q.first);
  });
  double d = 1e9;
  for (const auto& [x, y] : word_boxes(pdf, "D"))
    if (std::abs(y - a.second) < 1 && x > a.first) d = std::min(d, x);
  return d == 1e9 ? 0 : (d - a.first) / 3 * 25.4 / 72;
}

TEST(CliReplayTest, WorksheetGameIsOnePageOfReadableDiagramsOnA4AndLetter) {
  const std::string dir = temp_dir();
  for (const char* paper : {"a4", "letter"}) {
    const std::string pdf = dir + "/" + paper + ".pdf";
    const RunResult r = run_lucas({"replay", kMiaNoe, "-o", pdf, "--paper", paper});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pages_of(pdf), 1) << paper;
    const std::string text = text_of(pdf);
    EXPECT_NE(text.find("1. Mia draws A-B."), std::string::npos) << paper;
    EXPECT_NE(text.find("Mia wins 4 to 2."), std::string::npos) << paper;
    // The documented minimum, 9 mm between dots, measured on the page (to a tenth of a mm).
    const double spacing = first_spacing_mm(pdf);
    EXPECT_GE(spacing, 8.9) << paper;
    EXPECT_LE(spacing, 12.1) << paper;
  }
}

// --step N: the Nth picture of the replay alone, large, with its caption; what the page shows.
TEST(CliReplayTest, AStepIsOnePictureAloneWithItsCaption) {
  const std::string dir = temp_dir();
  const RunResult r =
      run_lucas({"replay", kMiaNoe, "-o", dir + "/s.pdf", "--step", "7", "--lang", "en"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pages_of(dir + "/s.pdf"), 1);
  EXPECT_EQ(word_boxes(dir + "/s.pdf", "A").size(), 1u);
  const std::string text = text_of(dir + "/s.pdf");
  EXPECT_NE(text.find("7. Mia draws B-F. New boxes 1 and 2, marked M."), std::string::npos) << text;
  EXPECT_EQ(text.find("8. "), std::string::npos) << text;
  // Counted after --every: by turn, the last picture is the verdict.
  const RunResult turns = run_lucas(
      {"replay", kMiaNoe, "-o", dir + "/t.pdf", "--every", "turn", "--step", "99", "--lang", "en"});
  EXPECT_EQ(turns.exit_code, 2);
  EXPECT_NE(turns.err.find("error[bad-option]: --step 99: the replay has "), std::string::npos)
      << turns.err;
  const RunResult both =
      run_lucas({"replay", kMiaNoe, "-o", dir + "/b.pdf", "--step", "2", "--final"});
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_NE(both.err.find("conflicting-options"), std::string::npos) << both.err;
}

TEST(CliReplayTest, FinalIsOneDiagramAcrossThePage) {
  const std::string dir = temp_dir();
  ASSERT_EQ(run_lucas({"replay", kMiaNoe, "-o", dir + "/all.pdf"}).exit_code, 0);
  const RunResult r = run_lucas({"replay", kMiaNoe, "-o", dir + "/f.pdf", "--final"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pages_of(dir + "/f.pdf"), 1);
  // One diagram: each dot named once.
  EXPECT_EQ(word_boxes(dir + "/f.pdf", "A").size(), 1u);
  EXPECT_EQ(word_boxes(dir + "/all.pdf", "A").size(), 18u);
  // Across the page: three spacings of a row take most of the 180 mm between the margins, far
  // wider than a diagram of the whole replay.
  const double wall = first_spacing_mm(dir + "/f.pdf");
  EXPECT_GT(wall * 3, 150);
  EXPECT_LT(wall * 3, 180);
  EXPECT_GT(wall, first_spacing_mm(dir + "/all.pdf") * 3);
  // The verdict and the moves that decided the game; not the others.
  const std::string text = text_of(dir + "/f.pdf");
  EXPECT_NE(text.find("Mia wins 4 to 2."), std::string::npos) << text;
  for (const char* decided : {"7. Mia draws B-F.", "10. Mia draws G-H.", "14. Noé draws F-J.",
                              "15. Noé draws G-K.", "17. Mia draws H-L."})
    EXPECT_NE(text.find(decided), std::string::npos) << decided << "\nin: " << text;
  EXPECT_EQ(text.find("1. Mia draws A-B."), std::string::npos) << text;
  EXPECT_EQ(text.find("16. Noé draws K-L."), std::string::npos) << text;
}

// In misère the fewer boxes win: the verdict gives the winner's score first and says why, where
// "Noé gagne 2 à 0" would read as Noé's two boxes.
TEST(CliReplayTest, AMisereVerdictGivesTheWinnersFewerBoxesFirst) {
  const std::string dir = temp_dir();
  for (const auto& [lang, verdict, wrong] :
       {std::tuple{"fr", "Noé gagne 0 à 2 (misère : le moins de carrés gagne).", "gagne 2 à 0"},
        std::tuple{"en", "Noé wins 0 to 2 (misère: fewer boxes win).", "wins 2 to 0"}}) {
    const RunResult r = run_lucas(
        {"replay", data("replay-misere.yaml"), "--final", "-o", dir + "/m.pdf", "--lang", lang});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string text = text_of(dir + "/m.pdf");
    EXPECT_NE(text.find(verdict), std::string::npos) << text;
    EXPECT_EQ(text.find(wrong), std::string::npos) << text;
  }
}

// A misère game's analysis says on the page that each box counts against its taker: its marks
// would read as a normal game's otherwise.
TEST(CliReplayTest, AMisereAnalysisSaysSoOnThePage) {
  const std::string dir = temp_dir();
  for (const auto& [lang, said] :
       {std::pair{"en",
                  "[Analysis: Misère game (the fewer boxes win): the values count each box "
                  "against the player who takes it.]"},
        std::pair{"fr",
                  "[Analyse : Partie à qui perd gagne (celui qui a le moins de carrés "
                  "gagne) : les valeurs comptent chaque carré contre le joueur qui le "
                  "prend.]"}}) {
    const RunResult r = run_lucas({"replay", "tests/data/analyze-misere.yaml", "--analysis", "-o",
                                   dir + "/m.pdf", "--lang", lang});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(text_of(dir + "/m.pdf").find(said), std::string::npos) << text_of(dir + "/m.pdf");
  }
}

// A step beyond the replay names its pictures in the number's own form: one picture, "give step 1".
TEST(CliReplayTest, AStepBeyondOnePictureSaysSoInTheSingular) {
  const std::string dir = temp_dir();
  std::ofstream(dir + "/empty.yaml") << "board: {dots: 3x4}\nplayers: [Mia, Noé]\nmoves: []\n";
  for (const auto& [lang, said] :
       {std::pair{"fr",
                  "--step 2 : la relecture a 1 image (ses coups, l'erreur, le verdict) ; "
                  "donnez l'étape 1"},
        std::pair{"en",
                  "--step 2: the replay has 1 picture (its moves, the error, the verdict); "
                  "give step 1"}}) {
    const RunResult r = run_lucas(
        {"replay", dir + "/empty.yaml", "--step", "2", "-o", dir + "/s.png", "--lang", lang});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find(said), std::string::npos) << r.err;
  }
}

// Pages of an earlier run with more pages stay (they may be kept on purpose), but are named:
// printing pages-*.png would print them with the new ones.
TEST(CliReplayTest, PagesOfAnEarlierRunAreNamedNotDeleted) {
  const std::string dir = temp_dir();
  RunResult r = run_lucas({"replay", kMiaNoe, "--per-page", "4", "-o", dir + "/p.png"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  r = run_lucas({"replay", kMiaNoe, "--per-page", "9", "-o", dir + "/p.png", "--lang", "en"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, dir + "/p-01.png\n" + dir + "/p-02.png\n");
  EXPECT_EQ(r.err,
            "lucas: warning[other-pages]: 3 pages of an earlier run with more pages are "
            "beside them, " +
                dir + "/p-03.png to " + dir + "/p-05.png: delete them before printing them all\n");
  EXPECT_TRUE(std::filesystem::exists(dir + "/p-05.png"));
  std::filesystem::remove(dir + "/p-04.png");
  std::filesystem::remove(dir + "/p-05.png");
  r = run_lucas({"replay", kMiaNoe, "--per-page", "9", "-o", dir + "/p.png", "--lang", "fr"});
  EXPECT_EQ(r.err, "lucas: avertissement[other-pages]: " + dir +
                       "/p-03.png est à côté, une page "
                       "d'un passage précédent qui en avait plus : supprimez-la avant de tout "
                       "imprimer\n");
  // Once only this run's pages are there, nothing to say.
  std::filesystem::remove(dir + "/p-03.png");
  r = run_lucas({"replay", kMiaNoe, "--per-page", "9", "-o", dir + "/p.png"});
  EXPECT_EQ(r.err, "");
}

TEST(CliReplayTest, WorksheetGameIsSeventeenDiagramsAndTheVerdict) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.pdf", "--lang", "fr"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, dir + "/r.pdf\n");
  const std::string text = text_of(dir + "/r.pdf");
  // Every caption of the worksheet's trace, accents intact.
  for (const char* caption :
       {"1. Mia trace A-B. Aucun nouveau carré. Mia 0, Noé 0. Noé joue ensuite.",
        "4. Noé trace G-F. Aucun nouveau carré. Mia 0, Noé 0. Mia joue ensuite.",
        "7. Mia trace B-F. Nouveaux carrés 1 et 2, marqués M. Mia 2, Noé 0. Mia joue ensuite.",
        "10. Mia trace G-H. Nouveau carré 3, marqué M. Mia 3, Noé 0. Mia joue ensuite.",
        "14. Noé trace F-J. Nouveau carré 4, marqué N. Mia 3, Noé 1. Noé joue ensuite.",
        "17. Mia trace H-L. Nouveau carré 6, marqué M. Mia 4, Noé 2. Fin de la partie.",
        "Mia gagne 4 à 2."}) {
    EXPECT_NE(text.find(caption), std::string::npos) << caption << "\nin: " << text;
  }
  // 17 move diagrams, then the verdict: no 18th move.
  EXPECT_NE(text.find("17. Mia"), std::string::npos);
  EXPECT_EQ(text.find("18. "), std::string::npos);
  EXPECT_EQ(run_shell("pdfinfo '" + dir + "/r.pdf' | grep -c 'Page size: *595 x 842'").out, "1\n");
  EXPECT_EQ(pdf_info(dir + "/r.pdf", "Creator"), "lucas");
  EXPECT_EQ(pdf_info(dir + "/r.pdf", "Title"), "Mia et Noé");
  // Both players' inks are on the page: Okabe-Ito blue and vermillion.
  EXPECT_GT(count_color(dir + "/r.pdf", 0x00, 0x72, 0xb2), 50);
  EXPECT_GT(count_color(dir + "/r.pdf", 0xd5, 0x5e, 0x00), 50);
}

TEST(CliReplayTest, EnglishCaptions) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.pdf", "--lang", "en"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string text = text_of(dir + "/r.pdf");
  EXPECT_NE(
      text.find("7. Mia draws B-F. New boxes 1 and 2, marked M. Mia 2, Noé 0. Mia plays next."),
      std::string::npos)
      << text;
  EXPECT_NE(text.find("Mia wins 4 to 2."), std::string::npos);
  EXPECT_NE(text.find("Noé (N): dashed line"), std::string::npos);
}

TEST(CliReplayTest, SameBytesTwiceAndDatesFromSourceDateEpoch) {
  const std::string dir = temp_dir();
  for (const char* name : {"a.pdf", "b.pdf"})
    ASSERT_EQ(run_lucas({"replay", kMiaNoe, "-o", dir + "/" + name}).exit_code, 0);
  EXPECT_EQ(slurp(dir + "/a.pdf"), slurp(dir + "/b.pdf"));
  ASSERT_EQ(
      run_lucas({"replay", kMiaNoe, "-o", dir + "/c.pdf"}, "", {"SOURCE_DATE_EPOCH=1700000000"})
          .exit_code,
      0);
  EXPECT_EQ(pdf_info(dir + "/c.pdf", "CreationDate"), "Tue Nov 14 22:13:20 2023 UTC");
  EXPECT_NE(slurp(dir + "/a.pdf"), slurp(dir + "/c.pdf"));
}

TEST(CliReplayTest, SvgAndPngOneFilePerPage) {
  const std::string dir = temp_dir();
  const RunResult svg = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.svg", "--per-page", "9"});
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_EQ(svg.out, dir + "/r-01.svg\n" + dir + "/r-02.svg\n");
  for (const char* page : {"/r-01.svg", "/r-02.svg"})
    EXPECT_EQ(run_shell("rsvg-convert '" + dir + page + "' > /dev/null").exit_code, 0) << page;
  const RunResult again = run_lucas({"replay", kMiaNoe, "-o", dir + "/s.svg", "--per-page", "9"});
  EXPECT_EQ(slurp(dir + "/r-02.svg"), slurp(dir + "/s-02.svg"));
  const RunResult png = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.png", "--dpi", "100",
                                   "--paper", "letter", "--per-page", "9"});
  ASSERT_EQ(png.exit_code, 0) << png.err;
  EXPECT_EQ(png.out, dir + "/r-01.png\n" + dir + "/r-02.png\n");
  // Letter paper at 100 dpi: 8.5 x 11 inches.
  EXPECT_EQ(png_size(dir + "/r-01.png"), "850 x 1100");
}

TEST(CliReplayTest, InvalidRecordIsDrawnUpToTheErrorInRed) {
  const std::string dir = temp_dir();
  const RunResult r =
      run_lucas({"replay", data("replay-diagonal.yaml"), "-o", dir + "/r.pdf", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("erreur[diagonal]"), std::string::npos) << r.err;
  const std::string text = text_of(dir + "/r.pdf");
  EXPECT_NE(text.find("3. Mia trace A-F. ✗ coup 3 : A-F est une diagonale"), std::string::npos)
      << text;
  EXPECT_NE(text.find("Relevé invalide."), std::string::npos);
  EXPECT_GT(count_color(dir + "/r.pdf", 0xe0, 0x00, 0x00), 20);
  EXPECT_EQ(pages_of(dir + "/r.pdf"), 1);
}

TEST(CliReplayTest, FalseClaimsAreMarkedAtTheirMove) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"replay", data("replay-false-claim.yaml"), "-o", dir + "/r.pdf"});
  EXPECT_EQ(r.exit_code, 1);
  const std::string text = text_of(dir + "/r.pdf");
  EXPECT_NE(text.find("4. Noé draws E-A. New box 1, marked N."), std::string::npos) << text;
  EXPECT_NE(text.find("⚠ move 4: A-E completes box 1, not box 2"), std::string::npos) << text;
}

TEST(CliReplayTest, InterruptedGameSaysWhoPlaysNext) {
  const std::string dir = temp_dir();
  const RunResult r =
      run_lucas({"replay", data("replay-interrupted.yaml"), "-o", dir + "/r.pdf", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const std::string text = text_of(dir + "/r.pdf");
  EXPECT_NE(text.find("Partie interrompue après le coup 1. Léa 0, Zoé 0. Zoé joue ensuite."),
            std::string::npos)
      << text;
}

TEST(CliReplayTest, FinalRangeAndTurns) {
  const std::string dir = temp_dir();
  ASSERT_EQ(run_lucas({"replay", kMiaNoe, "-o", dir + "/f.pdf", "--final"}).exit_code, 0);
  std::string text = text_of(dir + "/f.pdf");
  EXPECT_EQ(text.find("1. Mia draws"), std::string::npos);
  EXPECT_NE(text.find("Mia wins 4 to 2."), std::string::npos);
  ASSERT_EQ(run_lucas({"replay", kMiaNoe, "-o", dir + "/m.pdf", "--moves", "5-7"}).exit_code, 0);
  text = text_of(dir + "/m.pdf");
  EXPECT_EQ(text.find("4. Noé"), std::string::npos);
  EXPECT_NE(text.find("5. Mia draws F-E."), std::string::npos);
  EXPECT_NE(text.find("7. Mia draws B-F."), std::string::npos);
  EXPECT_EQ(text.find("8. Mia"), std::string::npos);
  EXPECT_EQ(text.find("wins"), std::string::npos);
  ASSERT_EQ(
      run_lucas({"replay", kMiaNoe, "-o", dir + "/t.pdf", "--every", "turn", "--per-page", "4"})
          .exit_code,
      0);
  text = text_of(dir + "/t.pdf");
  // Moves 7 and 8 are one turn of Mia's: one caption block with both.
  EXPECT_NE(text.find("Mia plays next. 8. Mia draws C-D."), std::string::npos) << text;
  EXPECT_EQ(pages_of(dir + "/t.pdf"), 4);  // 13 turns and the verdict, 4 a page
}

TEST(CliReplayTest, BadOptionsAndInputs) {
  const std::string dir = temp_dir();
  RunResult r = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.jpg"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "lucas: error[bad-output]: " + dir +
                       "/r.jpg: the output's extension chooses its format: .pdf, .svg or .png\n");
  r = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.pdf", "--moves", "9-3"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "lucas: error[bad-option]: --moves 9-3: write a range of moves, for example 3-8, or "
            "one move, for example 7\n");
  r = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.pdf", "--moves", "40-50"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("error[bad-option]: nothing to show"), std::string::npos) << r.err;
  r = run_lucas({"replay", dir + "/missing.yaml", "-o", dir + "/r.pdf"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(slurp(dir + "/r.pdf"), "");
  r = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.pdf", "--font", "No Such Font"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("error[bad-option]: font “No Such Font” is not installed"),
            std::string::npos)
      << r.err;
  r = run_lucas({"replay", kMiaNoe, "-o", dir + "/r.pdf", "--margin", "90", "--paper", "a5"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("leave no room on a5 paper"), std::string::npos) << r.err;
}

TEST(CliReplayTest, TheOutputMustNotBeTheRecord) {
  const std::string dir = temp_dir();
  const std::string record = dir + "/game.pdf";
  std::ofstream(record) << slurp(kMiaNoe);
  const RunResult r = run_lucas({"replay", record, "-o", record});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "lucas: error[output-is-input]: " + record +
                       " is also an input; choose another output file\n");
  EXPECT_EQ(slurp(record), slurp(kMiaNoe));
}

TEST(CliReplayTest, AFailedWriteKeepsTheOldFile) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"replay", kMiaNoe, "-o", dir + "/no/such/dir/r.pdf"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("lucas: error[cannot-write]: cannot write " + dir + "/no/such/dir/r.pdf: "),
            std::string::npos)
      << r.err;
}

// The triangle and hexagon examples: one page of diagrams, the captions in the worksheet's
// words for cells, accents intact, both inks on the page.
TEST(CliReplayTest, TriangleAndHexagonGamesSpeakOfCells) {
  const std::string dir = temp_dir();
  const std::string triangle = std::string(LUCAS_SOURCE_DIR) + "/examples/triangle-3.yaml";
  const std::string hexagon = std::string(LUCAS_SOURCE_DIR) + "/examples/hexagon-2.yaml";
  RunResult r = run_lucas({"replay", triangle, "-o", dir + "/t.pdf", "--lang", "fr"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pages_of(dir + "/t.pdf"), 1);
  std::string text = text_of(dir + "/t.pdf");
  for (const char* caption :
       {"1. Mia trace A-B. Aucune nouvelle case. Mia 0, Noé 0. Noé joue ensuite.",
        "12. Noé trace E-F. Nouvelles cases 4 et 8, marquées N. Mia 0, Noé 4. Noé joue ensuite.",
        "17. Mia trace D-H. Nouvelle case 5, marquée M. Mia 3, Noé 4. Mia joue ensuite.",
        "Mia gagne 5 à 4."})
    EXPECT_NE(text.find(caption), std::string::npos) << caption << "\nin: " << text;
  EXPECT_EQ(text.find("carré"), std::string::npos) << text;
  EXPECT_GT(count_color(dir + "/t.pdf", 0x00, 0x72, 0xb2), 50);
  EXPECT_GT(count_color(dir + "/t.pdf", 0xd5, 0x5e, 0x00), 50);

  r = run_lucas({"replay", hexagon, "-o", dir + "/h.pdf", "--lang", "en"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pages_of(dir + "/h.pdf"), 2);  // 13 diagrams, 5.2 spacings wide
  text = text_of(dir + "/h.pdf");
  for (const char* caption :
       {"9. Mia draws O-S. New cells 5 and 7, marked M. Mia 3, Noé 1. Mia plays next.",
        "12. Noé draws D-G. New cells 1 and 2, marked N. Mia 3, Noé 4. End of the game.",
        "Noé wins 4 to 3."})
    EXPECT_NE(text.find(caption), std::string::npos) << caption << "\nin: " << text;
  EXPECT_EQ(text.find("box"), std::string::npos) << text;

  // The wall copy of each, and SVG pages that parse.
  for (const std::string& record : {triangle, hexagon}) {
    r = run_lucas({"replay", record, "-o", dir + "/f.pdf", "--final"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pages_of(dir + "/f.pdf"), 1);
    EXPECT_EQ(word_boxes(dir + "/f.pdf", "A").size(), 1u);
    r = run_lucas({"replay", record, "-o", dir + "/r.svg"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(run_shell("rsvg-convert '" + dir + "/r.svg' > /dev/null").exit_code, 0);
  }
}

}  // namespace
}  // namespace lucas::testing
