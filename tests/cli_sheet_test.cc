// lucas sheet end to end, checked with real readers: pdfinfo, pdftotext, pdftoppm, rsvg-convert.
#include <gtest/gtest.h>

#include "support/run.h"

namespace lucas::testing {
namespace {

std::string info(const std::string& pdf, const std::string& field) {
  return run_shell("pdfinfo '" + pdf + "' | sed -n 's/^" + field + ": *//p'").out;
}

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
  EXPECT_EQ(info(dir + "/sheet.pdf", "Pages"), "1\n");
  EXPECT_EQ(info(dir + "/sheet.pdf", "Page size"), "595 x 842 pts (A4)\n");
  EXPECT_EQ(info(dir + "/sheet.pdf", "Creator"), "lucas\n");
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
  EXPECT_EQ(info(pdf, "Pages"), "3\n");
  EXPECT_EQ(info(pdf, "Page size"), "792 x 612 pts (letter)\n");
  EXPECT_EQ(info(pdf, "Title"), "Pipopipette — CM1\n");
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
  EXPECT_EQ(run_shell("file '" + dir + "/s.png' | grep -o '[0-9]* x [0-9]*'").out, "420 x 595\n");
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
       "lucas: error[bad-option]: --players Mia: write the two names separated by a comma, for "
       "example \"Mia,Noé\"\n"},
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

}  // namespace
}  // namespace lucas::testing
