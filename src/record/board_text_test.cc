#include "record/board_text.h"

#include <gtest/gtest.h>

#include <string>

namespace lucas {
namespace {

std::string refusal(const Result<BoardShape, Message>& read, std::string_view language) {
  if (read) return "accepted";
  return Catalogue::get(language).format(read.error());
}

std::string refusal(const Result<Border, Message>& read, std::string_view language) {
  if (read) return "accepted";
  return Catalogue::get(language).format(read.error());
}

TEST(BoardTextTest, SizesInEveryUnit) {
  EXPECT_EQ(*read_board_size(" 3 \u00d7 4 ", SizeUnit::dots, "--dots"),
            (BoardShape{Grid::square, 3, 4}));
  EXPECT_EQ(*read_board_size("2X3", SizeUnit::boxes, "boxes:"), (BoardShape{Grid::square, 3, 4}));
}

// Every malformed spelling gets the same message, which shows what was written and what was
// expected.
TEST(BoardTextTest, NotASizeSaysWhatWasExpected) {
  for (const std::string text : {"", "3", "x4", "3x", "3x4x5", "-3x4", "3.5x4", "3xx4", "big"}) {
    EXPECT_EQ(
        refusal(read_board_size(text, SizeUnit::dots, "--dots"), "en"),
        "'--dots " + text + "' is not a board size; expected rows x columns, for example 3x4");
    EXPECT_EQ(refusal(read_board_size(text, SizeUnit::boxes, "boxes:"), "fr"),
              "« boxes: " + text +
                  " » n'est pas une taille de plateau ; attendu : rangées x colonnes, par "
                  "exemple 3x4");
  }
}

TEST(BoardTextTest, OutOfRangeNamesTheLimitsInTheUnitWritten) {
  EXPECT_EQ(refusal(read_board_size("1x4", SizeUnit::dots, "dots:"), "en"),
            "'dots: 1x4' is not playable here: each side needs 2 to 50 dots");
  EXPECT_EQ(refusal(read_board_size("0x3", SizeUnit::boxes, "--boxes"), "en"),
            "'--boxes 0x3' is not playable here: each side needs 1 to 49 boxes");
  EXPECT_EQ(refusal(read_board_size("3x50", SizeUnit::boxes, "--boxes"), "fr"),
            "« --boxes 3x50 » n'est pas jouable ici : chaque côté compte de 1 à 49 carrés");
  EXPECT_EQ(refusal(read_board_size("99999999999999999999x3", SizeUnit::dots, "dots:"), "fr"),
            "« dots: 99999999999999999999x3 » n'est pas jouable ici : chaque côté compte de 2 à "
            "50 points");
}

// Options that resize the board keep the border of the board they replace, where the new one
// can have it; --border changes it.
TEST(BoardTextTest, ANewSizeKeepsTheBorderOfTheBoardItReplaces) {
  const auto read = [](std::initializer_list<std::pair<BoardKey, const char*>> given,
                       const BoardShape& fallback) {
    BoardWords words;
    for (const auto& [key, text] : given) words[static_cast<size_t>(key)] = text;
    return *read_board_options(words, fallback, "");
  };
  const BoardShape swedish{Grid::square, 5, 5, 0, Border::swedish};
  const BoardShape icelandic{Grid::square, 5, 5, 0, Border::icelandic};
  EXPECT_EQ(read({{BoardKey::boxes, "3x3"}}, swedish),
            (BoardShape{Grid::square, 4, 4, 0, Border::swedish}));
  EXPECT_EQ(read({{BoardKey::dots, "3x3"}}, icelandic),
            (BoardShape{Grid::square, 3, 3, 0, Border::icelandic}));
  EXPECT_EQ(read({{BoardKey::boxes, "3x3"}, {BoardKey::border, "none"}}, swedish),
            (BoardShape{Grid::square, 4, 4}));
  EXPECT_EQ(read({{BoardKey::boxes, "3x3"}}, BoardShape{}), (BoardShape{Grid::square, 4, 4}));
  EXPECT_EQ(read({{BoardKey::grid, "triangle"}, {BoardKey::size, "4"}}, swedish),
            (BoardShape{Grid::triangle, 0, 0, 4, Border::swedish}));
  // An Icelandic border is a square board's only.
  EXPECT_EQ(read({{BoardKey::grid, "hexagon"}, {BoardKey::size, "2"}}, icelandic),
            (BoardShape{Grid::hexagon, 0, 0, 2, Border::none}));
}

TEST(BoardTextTest, BordersByName) {
  EXPECT_EQ(*read_border("none"), Border::none);
  EXPECT_EQ(*read_border("swedish"), Border::swedish);
  EXPECT_EQ(*read_border("icelandic"), Border::icelandic);
}

TEST(BoardTextTest, BordersAndGridsInEitherLanguageAndAnyCase) {
  EXPECT_EQ(*read_border("Icelandic"), Border::icelandic);
  EXPECT_EQ(*read_border("suédois"), Border::swedish);
  EXPECT_EQ(*read_border("SUEDOIS"), Border::swedish);
  EXPECT_EQ(*read_border("aucune"), Border::none);
  EXPECT_EQ(*read_grid("Hexagone"), Grid::hexagon);
  EXPECT_EQ(*read_grid("carré"), Grid::square);
  EXPECT_FALSE(read_grid("suédois"));  // a border's word is no grid
}

TEST(BoardTextTest, MisspeltBorderGetsAGuess) {
  EXPECT_EQ(refusal(read_border("swedsh"), "en"),
            "unknown border 'swedsh'; did you mean 'swedish'?");
  EXPECT_EQ(refusal(read_border("Icelandik"), "fr"),
            "bord inconnu « Icelandik » ; vouliez-vous dire « icelandic » ?");
  EXPECT_EQ(refusal(read_border("round"), "en"),
            "unknown border 'round'; the borders are none, swedish and icelandic");
  EXPECT_EQ(refusal(read_border(""), "fr"),
            "bord inconnu «  » ; les bords sont none, swedish et icelandic");
}

}  // namespace
}  // namespace lucas
