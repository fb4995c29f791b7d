// lucas sheet end to end, checked with real readers: pdfinfo, pdftotext, pdftoppm, rsvg-convert.
#include <gtest/gtest.h>

#include <cmath>

#include "support/pages.h"
#include "support/pixels.h"
#include "support/run.h"

namespace lucas::testing {
namespace {

// The grey level (0 black .. 255 white) of one pixel of page 1 rastered at 72 dpi, so that a
// pixel is a point of the page.
int grey_at(const std::string& pdf, int x, int y) {
  const RunResult r = run_shell("pdftoppm -r 72 -gray -f 1 -l 1 -x " + std::to_string(x) + " -y " +
                                std::to_string(y) + " -W 1 -H 1 '" + pdf + "'");
  if (r.out.empty()) return -1;
  return static_cast<unsigned char>(r.out.back());
}

TEST(CliSheetTest, DefaultSheetIsOneA4PageOfSixGrids) {
  const std::string dir = temp_dir();
  const RunResult r = run_lucas({"sheet", "-o", dir + "/sheet.pdf"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, dir + "/sheet.pdf\n");
  EXPECT_EQ(pdf_info(dir + "/sheet.pdf", "Pages"), "1");
  EXPECT_EQ(pdf_info(dir + "/sheet.pdf", "Page size"), "595 x 842 pts (A4)");
  EXPECT_EQ(pdf_info(dir + "/sheet.pdf", "Creator"), "lucas");
  const std::string text =
      run_shell("pdftotext '" + dir + "/sheet.pdf' - | grep -c '^Player 1'").out;
  EXPECT_EQ(text, "6\n");
}

// One 2x2-dot grid with no names, at a known place: A5 (420x595 pt), 10 mm margins, spacing
// 20 mm. The block (as wide as its name fields, 55 mm here for the sake of the sum) is centred,
// and the grid is centred in it: the grid is centred on the page, whatever the block's width.
TEST(CliSheetTest, DotsAreInkedAndTheGapsBetweenThemBlank) {
  const std::string dir = temp_dir();
  const std::string pdf = dir + "/g.pdf";
  const RunResult r =
      run_lucas({"sheet", "-o", pdf, "--paper", "a5", "--margin", "10", "--dots", "2x2",
                 "--spacing", "20", "--dot-size", "3", "--labels", "none", "--per-page", "1"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const double mm = 72 / 25.4;
  const double pad = (3 + 0.7) * mm;  // dot + line width around the dots
  const double extent = 2 * pad + 20 * mm;
  const double block_x = 10 * mm + (148 - 20) * mm / 2 - 55 * mm / 2;
  const double x0 = block_x + (55 * mm - extent) / 2 + pad;
  const double y0 = 10 * mm + pad;
  const int left = static_cast<int>(x0), top = static_cast<int>(y0),
            right = static_cast<int>(x0 + 20 * mm);
  EXPECT_LT(grey_at(pdf, left, top), 80) << "top-left dot";
  EXPECT_LT(grey_at(pdf, right, top), 80) << "top-right dot";
  EXPECT_LT(grey_at(pdf, left, static_cast<int>(y0 + 20 * mm)), 80) << "bottom-left dot";
  EXPECT_GT(grey_at(pdf, (left + right) / 2, top), 240) << "no line between the dots";
  EXPECT_GT(grey_at(pdf, (left + right) / 2, static_cast<int>(y0 + 10 * mm)), 240) << "empty box";
}

TEST(CliSheetTest, SwedishBorderIsPrintedAsDrawnLines) {
  const std::string dir = temp_dir();
  const std::string pdf = dir + "/g.pdf";
  const RunResult r = run_lucas({"sheet", "-o", pdf, "--paper", "a5", "--margin", "10", "--boxes",
                                 "1x1", "--spacing", "20", "--dot-size", "3", "--labels", "none",
                                 "--per-page", "1", "--border", "swedish"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const double mm = 72 / 25.4;
  const double pad = (3 + 0.7) * mm;
  const double extent = 2 * pad + 20 * mm;
  const double block_x = 10 * mm + (148 - 20) * mm / 2 - 55 * mm / 2;
  const double x0 = block_x + (55 * mm - extent) / 2 + pad;
  const double y0 = 10 * mm + pad;
  EXPECT_LT(grey_at(pdf, static_cast<int>(x0 + 10 * mm), static_cast<int>(y0)), 160)
      << "top border line";
  EXPECT_GT(grey_at(pdf, static_cast<int>(x0 + 10 * mm), static_cast<int>(y0 + 10 * mm)), 240)
      << "box inside";
}

TEST(CliSheetTest, PlayersTitlePagesAndLandscape) {
  const std::string dir = temp_dir();
  const std::string pdf = dir + "/s.pdf";
  const RunResult r =
      run_lucas({"sheet", "-o", pdf, "--players", "Mia,Noé", "--title", "Pipopipette — CM1",
                 "--pages", "3", "--landscape", "--paper", "letter", "--lang", "fr"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(pdf_info(pdf, "Pages"), "3");
  EXPECT_EQ(pdf_info(pdf, "Page size"), "792 x 612 pts (letter)");
  EXPECT_EQ(pdf_info(pdf, "Title"), "Pipopipette — CM1");
  const std::string text = run_shell("pdftotext '" + pdf + "' -").out;
  EXPECT_NE(text.find("Noé"), std::string::npos);
  EXPECT_NE(text.find("Carrés"), std::string::npos);
  EXPECT_NE(text.find("Pipopipette — CM1"), std::string::npos);
}

TEST(CliSheetTest, SvgPagesParseAndPngFollowsTheDpi) {
  const std::string dir = temp_dir();
  RunResult r = run_lucas({"sheet", "-o", dir + "/s.svg", "--pages", "2"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, dir + "/s-01.svg\n" + dir + "/s-02.svg\n");
  EXPECT_EQ(run_shell("rsvg-convert '" + dir + "/s-01.svg' > /dev/null && rsvg-convert '" + dir +
                      "/s-02.svg' > /dev/null")
                .exit_code,
            0);
  EXPECT_EQ(slurp(dir + "/s-01.svg"), slurp(dir + "/s-02.svg"));
  r = run_lucas({"sheet", "-o", dir + "/s.png", "--dpi", "72", "--paper", "a5"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, dir + "/s.png\n");
  EXPECT_EQ(png_size(dir + "/s.png"), "420 x 595");
}

TEST(CliSheetTest, SameBytesTwice) {
  const std::string dir = temp_dir();
  for (const char* name : {"/a.pdf", "/b.pdf"})
    ASSERT_EQ(run_lucas({"sheet", "-o", dir + name}).exit_code, 0);
  EXPECT_EQ(slurp(dir + "/a.pdf"), slurp(dir + "/b.pdf"));
  for (const char* name : {"/a.png", "/b.png"})
    ASSERT_EQ(run_lucas({"sheet", "-o", dir + name}).exit_code, 0);
  EXPECT_EQ(slurp(dir + "/a.png"), slurp(dir + "/b.png"));
}

TEST(CliSheetTest, BadOptions) {
  const std::string dir = temp_dir();
  const std::string out = dir + "/s.pdf";
  struct Case {
    std::vector<std::string> args;
    std::string err;
  };
  const std::vector<Case> cases = {
      {{"--dots", "6by6"},
       "lucas: error[bad-board]: '--dots 6by6' is not a board size; expected rows x columns, for "
       "example 3x4\n"},
      {{"--boxes", "60x2"},
       "lucas: error[bad-board]: '--boxes 60x2' is not playable here: each side needs 1 to 49 "
       "boxes\n"},
      {{"--dot-color", "red"},
       "lucas: error[bad-option]: --dot-color red: write #rrggbb (for example #1a1a1a), black or "
       "gray\n"},
      {{"--players", "Mia"},
       "lucas: error[bad-option]: --players Mia: write the two names separated by a comma, each "
       "with its initial if you like, for example \"Mia,Noé\" or \"Léa:L,Lucas:U\"\n"},
      {{"--spacing", "5", "--dot-size", "3"},
       "lucas: error[bad-option]: dots of 3 mm would touch at a spacing of 5 mm; keep the dot size "
       "under half the spacing\n"},
      {{"--dots", "50x50", "--spacing", "20"},
       "lucas: error[bad-option]: a grid with its score boxes (988 × 1004 mm) does not fit on the "
       "page; lower --spacing or the "
       "margins, or take a bigger paper\n"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> args = {"sheet", "-o", out};
    args.insert(args.end(), c.args.begin(), c.args.end());
    const RunResult r = run_lucas(args);
    EXPECT_EQ(r.exit_code, 2) << c.args[0];
    EXPECT_EQ(r.err, c.err);
    EXPECT_EQ(slurp(out), "");
  }
}

// NaN and infinity pass a range check (every comparison with NaN is false); they are refused
// by name before they reach the layout.
TEST(CliSheetTest, NotFiniteLengthsAreRefused) {
  const std::string out = temp_dir() + "/sheet.pdf";
  for (const std::string option : {"--spacing", "--dot-size", "--margin", "--dpi"})
    for (const std::string value : {"nan", "inf", "-inf"}) {
      const RunResult r = run_lucas({"sheet", "-o", out, option, value});
      EXPECT_EQ(r.exit_code, 2) << option << " " << value;
      EXPECT_EQ(r.err.rfind("lucas: error[bad-value]: the value of " + option + " is refused: '" +
                                value + "' is not a number from ",
                            0),
                0u)
          << r.err;
      EXPECT_EQ(slurp(out), "");
    }
}

// One triangle or hexagon grid with no names at a known place, as above: A5, 10 mm margins,
// spacing 20 mm, dots of 3 mm. The grid is centred on the page, so a dot `place` line lengths
// from the top-left corner of the dots' bounding box, `width` line lengths wide, stands at
// x = 10 + 64 - 10 * width + 20 * place.x mm, y = 10 + 3.7 + 20 * place.y mm.
struct PlacedGrid {
  std::string pdf;
  double width;  // of the dots' bounding box, in line lengths
  // The grey level at a point between two dots, each given as its place in line lengths; t = 0.5
  // is the middle of the line between them.
  int between(std::pair<double, double> a, std::pair<double, double> b, double t = 0.5) const {
    const double mm = 72 / 25.4;
    const double x = a.first + (b.first - a.first) * t, y = a.second + (b.second - a.second) * t;
    return grey_at(pdf, static_cast<int>((74 - 10 * width + 20 * x) * mm),
                   static_cast<int>((13.7 + 20 * y) * mm));
  }
  int at(std::pair<double, double> a) const { return between(a, a); }
};

PlacedGrid placed_grid(const std::string& grid, const std::string& size, const std::string& border,
                       double width) {
  const std::string pdf = temp_dir() + "/g.pdf";
  const RunResult r =
      run_lucas({"sheet", "-o",       pdf,    "--paper",    "a5",   "--margin",  "10", "--grid",
                 grid,    "--size",   size,   "--border",   border, "--spacing", "20", "--dot-size",
                 "3",     "--labels", "none", "--per-page", "1"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return {pdf, width};
}

// Triangle 2:    A          Hexagon 1:   A
//              B   C                   B   C
//            D   E   F                 D   E
//                                        F
const double kH = std::sqrt(3.0) / 2;  // a triangle's height, half a hexagon's width
const std::pair<double, double> kTA{1, 0}, kTB{0.5, kH}, kTC{1.5, kH}, kTD{0, 2 * kH},
    kTE{1, 2 * kH}, kTF{2, 2 * kH};
const std::pair<double, double> kHA{kH, 0}, kHB{0, 0.5}, kHC{2 * kH, 0.5}, kHD{0, 1.5},
    kHE{2 * kH, 1.5}, kHF{kH, 2};

TEST(CliSheetTest, ATriangleSheetHasItsDotsWhereTheyStandAndNoLines) {
  const PlacedGrid g = placed_grid("triangle", "2", "none", 2);
  for (const auto& dot : {kTA, kTB, kTC, kTD, kTE, kTF}) EXPECT_LT(g.at(dot), 80);
  for (const auto& [a, b] : {std::pair{kTA, kTB}, std::pair{kTB, kTC}, std::pair{kTD, kTE},
                             std::pair{kTC, kTF}, std::pair{kTB, kTE}})
    EXPECT_GT(g.between(a, b), 240) << "no line drawn";
  // The middle of cell 1, A C B.
  EXPECT_GT(g.at({1, 2 * kH / 3}), 240);
}

TEST(CliSheetTest, SwedishTrianglesAndHexagonsHaveTheirOutlineDrawn) {
  {
    const PlacedGrid g = placed_grid("triangle", "2", "swedish", 2);
    for (const auto& [a, b] : {std::pair{kTA, kTB}, std::pair{kTA, kTC}, std::pair{kTB, kTD},
                               std::pair{kTD, kTE}, std::pair{kTE, kTF}, std::pair{kTC, kTF}})
      EXPECT_LT(g.between(a, b), 160) << "outline";
    for (const auto& [a, b] : {std::pair{kTB, kTC}, std::pair{kTB, kTE}, std::pair{kTC, kTE}})
      EXPECT_GT(g.between(a, b), 240) << "inside";
    for (const auto& dot : {kTA, kTE}) EXPECT_LT(g.at(dot), 80);
  }
  {
    // A triangle of one cell: its last side, B-C, is left for the players.
    const PlacedGrid g = placed_grid("triangle", "1", "swedish", 1);
    const std::pair<double, double> a{0.5, 0}, b{0, kH}, c{1, kH};
    EXPECT_LT(g.between(a, b), 160);
    EXPECT_LT(g.between(a, c), 160);
    EXPECT_GT(g.between(b, c), 240);
  }
  {
    // A hexagon of one cell: E-F is left.
    const PlacedGrid g = placed_grid("hexagon", "1", "swedish", 2 * kH);
    for (const auto& [a, b] : {std::pair{kHA, kHB}, std::pair{kHA, kHC}, std::pair{kHB, kHD},
                               std::pair{kHC, kHE}, std::pair{kHD, kHF}})
      EXPECT_LT(g.between(a, b), 160) << "outline";
    EXPECT_GT(g.between(kHE, kHF), 240) << "E-F";
    for (const auto& dot : {kHA, kHB, kHC, kHD, kHE, kHF}) EXPECT_LT(g.at(dot), 80);
    EXPECT_GT(g.at({kH, 1}), 240) << "the cell's middle";
  }
}

// The names of every dot, the score field in the grid's own word, in every format.
TEST(CliSheetTest, TriangleAndHexagonSheetsInEveryFormat) {
  const std::string dir = temp_dir();
  RunResult r = run_lucas({"sheet", "-o", dir + "/t.pdf", "--grid", "triangle", "--size", "5",
                           "--lang", "fr", "--players", "Noé,Zoé"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::string text = run_shell("pdftotext '" + dir + "/t.pdf' - | tr -s ' \\n' ' '").out;
  EXPECT_NE(text.find("Noé"), std::string::npos) << text;
  EXPECT_NE(text.find("Cases"), std::string::npos) << text;
  EXPECT_EQ(text.find("Carrés"), std::string::npos) << text;
  // Triangle 5: 21 dots, A to U, each named on every grid of the page.
  const std::string names =
      run_shell("pdftotext '" + dir + "/t.pdf' - | tr -s ' \\n' '\\n' | grep -c '^[A-U]$'").out;
  const std::string grids = run_shell("pdftotext '" + dir + "/t.pdf' - | grep -c 'Noé'").out;
  EXPECT_EQ(std::stoi(names), 21 * std::stoi(grids)) << names << " names, " << grids << " grids";
  EXPECT_GE(std::stoi(grids), 2);

  r = run_lucas({"sheet", "-o", dir + "/h.svg", "--grid", "hexagon", "--size", "3", "--border",
                 "swedish", "--lang", "en"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(run_shell("rsvg-convert '" + dir + "/h.svg' > /dev/null").exit_code, 0);
  EXPECT_NE(slurp(dir + "/h.svg").find("<svg"), std::string::npos);
  r = run_lucas({"sheet", "-o", dir + "/h.png", "--grid", "hexagon", "--size", "2", "--dpi", "72",
                 "--paper", "a5", "--lang", "en"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(png_size(dir + "/h.png"), "420 x 595");
  r = run_lucas(
      {"sheet", "-o", dir + "/h.pdf", "--grid", "hexagon", "--size", "2", "--lang", "en"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  text = run_shell("pdftotext '" + dir + "/h.pdf' -").out;
  EXPECT_NE(text.find("Cells"), std::string::npos) << text;
  EXPECT_EQ(text.find("Boxes"), std::string::npos) << text;
}

}  // namespace
}  // namespace lucas::testing
