// Columns in the terminal line up whatever the names: accented (Zoé), decomposed (Maël as e and
// a combining diaeresis) or wide (王芳). Check's summary, analyze's table and the Chopsticks
// screen pad by display width (text/display_width.h), not by bytes or characters; the tests
// count columns their own way.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "support/run.h"

namespace lucas::testing {
namespace {

const std::string kWideNames = "tests/data/wide-names";
const std::string kMaelDecomposed = "Mae\u0308l";
const std::string kMaelComposed = "Ma\u00ebl";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The columns a text of these tests takes, counted here apart from the code under test: a
// combining accent (U+0300-U+036F) none, a CJK ideograph (U+4E00-U+9FFF) two, any other
// character one.
size_t columns(std::string_view text) {
  size_t width = 0;
  for (size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    char32_t c = length == 1 ? lead : lead & (0xFF >> (length + 1));
    for (size_t k = 1; k < length && i + k < text.size(); ++k)
      c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    width += c >= 0x300 && c <= 0x36F ? 0 : c >= 0x4E00 && c <= 0x9FFF ? 2 : 1;
    i += length;
  }
  return width;
}

// The display column where `line` goes on after the name at `at`: a name has no two blanks in
// a row, and columns are parted by two or more.
size_t column_after_name(const std::string& line, size_t at) {
  const size_t gap = line.find("  ", at);
  return columns(line.substr(0, line.find_first_not_of(' ', gap)));
}

TEST(CliColumnsTest, CheckSummaryLinesUpWideNames) {
  const RunResult r = run_lucas({"check", "--summary", "--lang", "en", kWideNames});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::set<size_t> status_columns;  // where "status" and each "finished" start
  int rows = 0;
  for (const std::string& line : lines_of(r.out)) {
    if (!line.starts_with("file") && !line.starts_with(kWideNames)) continue;
    const size_t status = line.find(line.starts_with("file") ? "status" : "finished");
    status_columns.insert(columns(line.substr(0, status)));
    ++rows;
  }
  EXPECT_EQ(rows, 5) << r.out;  // the header and the four records
  EXPECT_EQ(status_columns.size(), 1u) << r.out;
  EXPECT_NE(r.out.find("Zoé – 王芳"), std::string::npos) << r.out;
  // A name is read in its composed form (record/player_name.h), whichever way it was written.
  EXPECT_NE(r.out.find(kMaelComposed + " – Zoé"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find(kMaelDecomposed), std::string::npos) << r.out;
}

TEST(CliColumnsTest, AnalyzeTableLinesUpWideNames) {
  for (const char* file : {"2-zoe-wang.yaml", "3-mael-zoe.yaml", "4-mael-wang.yaml"}) {
    const RunResult r = run_lucas({"analyze", "--lang", "en", kWideNames + "/" + file});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    std::set<size_t> line_columns;  // where the line drawn starts, after the padded name
    int rows = 0;
    for (const std::string& line : lines_of(r.out)) {
      const size_t dot = line.find(". ");  // "  1. Zoé  A-B  safe line"
      if (dot == std::string::npos || dot > 4) continue;
      line_columns.insert(column_after_name(line, dot + 2));
      ++rows;
    }
    EXPECT_EQ(rows, 7) << r.out;
    EXPECT_EQ(line_columns.size(), 1u) << file << "\n" << r.out;
  }
}

TEST(CliColumnsTest, ChopsticksScreenLinesUpWideNames) {
  for (const std::string& players :
       {std::string("Zoé,王芳"), kMaelDecomposed + ",Zoé", "王芳," + kMaelComposed}) {
    const RunResult r =
        run_lucas({"play", "--game", "chopsticks", "--players", players, "--lang", "en"}, "L-R\n");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    std::set<size_t> hand_columns;  // where "L 1  R 1" starts, after the padded name
    int rows = 0;
    for (const std::string& line : lines_of(r.out)) {
      if (!line.ends_with("  R 1") && !line.ends_with("  R 2")) continue;  // "Zoé   L 1  R 1"
      hand_columns.insert(column_after_name(line, 0));
      ++rows;
    }
    EXPECT_EQ(rows, 4) << r.out;  // both players, before and after the move
    EXPECT_EQ(hand_columns.size(), 1u) << r.out;
  }
}

}  // namespace
}  // namespace lucas::testing
