#include "terminal/terminal_board.h"

#include <gtest/gtest.h>

#include "game/notation.h"

namespace lucas {
namespace {

Position played(const Board& board, std::initializer_list<const char*> lines) {
  Position position(board);
  for (const char* line : lines) position.play(*parse_line(board, line).line);
  return position;
}

// The worksheet board after the first seven moves of Mia and Noé: Mia's B-F closed boxes 1 and
// 2, drawn heavy as the last line.
TEST(TerminalBoardTest, LettersLinesInitialsAndTheLastLine) {
  const Board board(3, 4);
  const Position position = played(board, {"A-B", "B-C", "C-G", "G-F", "F-E", "E-A", "B-F"});
  EXPECT_EQ(draw_board(position, {"M", "N"}, *parse_line(board, "B-F").line, {}),
            "A───B───C   D\n"
            "│ M ┃ M │\n"
            "E───F───G   H\n"
            "\n"
            "I   J   K   L\n");
  // Without a last line every drawn line is light; a horizontal last line is heavy too.
  EXPECT_EQ(draw_board(position, {"M", "N"}, std::nullopt, {}),
            "A───B───C   D\n│ M │ M │\nE───F───G   H\n\nI   J   K   L\n");
  EXPECT_EQ(draw_board(played(board, {"K-L"}), {"M", "N"}, *parse_line(board, "K-L").line, {}),
            "A   B   C   D\n\nE   F   G   H\n\nI   J   K━━━L\n");
}

// The other grids on a grid of characters: slanted sides as / and \, the initial in the middle of
// its cell, the last line heavy.
TEST(TerminalBoardTest, TrianglesAndHexagons) {
  const Board triangle(Grid::triangle, 2);
  const Position t = played(triangle, {"A-B", "A-C", "B-C", "D-E"});
  EXPECT_EQ(draw_board(t, {"M", "N"}, *parse_line(triangle, "D-E").line, {}),
            "    A\n"
            "   /M\\\n"
            "  B───C\n"
            "\n"
            "D━━━E   F\n");
  const Board hexagon(Grid::hexagon, 1);
  const Position h = played(hexagon, {"A-B", "A-C", "B-D", "C-E", "D-F", "E-F"});
  EXPECT_EQ(draw_board(h, {"M", "N"}, *parse_line(hexagon, "E-F").line, {}),
            "  A\n"
            " / \\\n"
            "B   C\n"
            "│   │\n"
            "│ N │\n"
            "│   │\n"
            "D   E\n"
            " \\ ╱\n"
            "  F\n");
}

// Past 26 dots the dots are bullets under their column letters, beside their row numbers: the a1
// names a pupil types.
TEST(TerminalBoardTest, CoordinatesOnALargeBoard) {
  const Board board(6, 6);
  const std::string drawn =
      draw_board(played(board, {"a1-b1", "a1-a2", "b1-b2", "a2-b2"}), {"Z", "Y"}, std::nullopt, {});
  EXPECT_EQ(drawn.substr(0, drawn.find('\n', drawn.find('\n', drawn.find('\n') + 1) + 1) + 1),
            "   a   b   c   d   e   f\n"
            " 1 •───•   •   •   •   •\n"
            "   │ Y │\n");
  // Ten rows and more keep the dots in their columns.
  const std::string tall = draw_board(Position(Board(14, 2)), {"A", "B"}, std::nullopt, {});
  EXPECT_NE(tall.find("\n 9 •   •\n"), std::string::npos);
  EXPECT_NE(tall.find("\n10 •   •\n"), std::string::npos);
}

// Colours mark the players' initials and the last line; without them no escape code is written.
TEST(TerminalBoardTest, ColoursOnlyWhenAsked) {
  const Board board(2, 2);
  const Position position = played(board, {"A-B", "C-D", "A-C", "B-D"});
  const Line last = *parse_line(board, "B-D").line;
  const std::string plain = draw_board(position, {"M", "N"}, last, {false});
  EXPECT_EQ(plain, "A───B\n│ N ┃\nC───D\n");
  EXPECT_EQ(plain.find('\033'), std::string::npos);
  const std::string colored = draw_board(position, {"M", "N"}, last, {true});
  EXPECT_NE(colored.find("\033[1;31mN\033[0m"), std::string::npos);  // the second player's red
  EXPECT_NE(colored.find("\033[1;33m┃\033[0m"), std::string::npos);
  // The first player's boxes in blue: on 2x3 dots Mia's fifth move B-E closes box 1.
  const Board wide(2, 3);
  const std::string mia = draw_board(played(wide, {"A-B", "A-D", "D-E", "B-C", "B-E"}), {"M", "N"},
                                     std::nullopt, {true});
  EXPECT_NE(mia.find("\033[1;34mM\033[0m"), std::string::npos);
}

}  // namespace
}  // namespace lucas
