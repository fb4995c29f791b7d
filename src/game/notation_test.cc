#include "game/notation.h"

#include <gtest/gtest.h>

namespace lucas {
namespace {

TEST(NotationTest, WorksheetLetters) {
  const Board board(3, 4);
  EXPECT_EQ(letter_name(board, {0, 0}), "A");
  EXPECT_EQ(letter_name(board, {1, 0}), "E");
  EXPECT_EQ(letter_name(board, {2, 3}), "L");
  EXPECT_EQ(parse_point(board, "f"), (Point{1, 1}));
  EXPECT_EQ(parse_point(board, "L"), (Point{2, 3}));
  EXPECT_FALSE(parse_point(board, "M"));
}

TEST(NotationTest, Coordinates) {
  const Board board(3, 4);
  EXPECT_EQ(coordinate_name({0, 0}), "a1");
  EXPECT_EQ(coordinate_name({0, 1}), "b1");
  EXPECT_EQ(coordinate_name({1, 0}), "a2");
  EXPECT_EQ(parse_point(board, "B1"), (Point{0, 1}));
  EXPECT_EQ(parse_point(board, "d3"), (Point{2, 3}));
  EXPECT_FALSE(parse_point(board, "e1"));
  EXPECT_FALSE(parse_point(board, "a4"));
  EXPECT_FALSE(parse_point(board, "a0"));
  EXPECT_FALSE(parse_point(board, "a01"));
  EXPECT_FALSE(parse_point(board, "1a"));
  EXPECT_FALSE(parse_point(board, ""));
}

TEST(NotationTest, WideBoardsUseTwoLetterColumns) {
  EXPECT_EQ(column_name(25), "z");
  EXPECT_EQ(column_name(26), "aa");
  EXPECT_EQ(column_name(49), "ax");
  const Board board(50, 50);
  EXPECT_EQ(parse_point(board, "ax50"), (Point{49, 49}));
  EXPECT_FALSE(has_letter_names(board));
  EXPECT_FALSE(parse_point(board, "A"));  // letters only name dots of boards up to 26 dots
  EXPECT_EQ(point_name(board, {0, 26}), "aa1");
}

TEST(NotationTest, ParseLineBothOrdersAndCases) {
  const Board board(3, 4);
  EXPECT_EQ(parse_line(board, "A-B").line, parse_line(board, "b-a").line);
  EXPECT_EQ(parse_line(board, "a1-b1").line, parse_line(board, "A-B").line);
  EXPECT_EQ(parse_line(board, " B - F ").line, board.line_between({0, 1}, {1, 1}));
  EXPECT_EQ(line_name(board, *parse_line(board, "F-B").line), "B-F");
}

struct BadLine {
  const char* text;
  LineError error;
};

class ParseLineErrorTest : public ::testing::TestWithParam<BadLine> {};

TEST_P(ParseLineErrorTest, Refused) {
  const Board board(3, 4);
  const LineReading reading = parse_line(board, GetParam().text);
  EXPECT_FALSE(reading.line);
  EXPECT_EQ(reading.error, GetParam().error);
}

// The worksheet: A-C skips B, A-F is a diagonal.
INSTANTIATE_TEST_SUITE_P(
    Seed000, ParseLineErrorTest,
    ::testing::Values(BadLine{"A-C", LineError::not_adjacent},
                      BadLine{"A-A", LineError::not_adjacent}, BadLine{"A-F", LineError::diagonal},
                      BadLine{"A-Z", LineError::not_a_point}, BadLine{"AB", LineError::malformed},
                      BadLine{"A-B-C", LineError::malformed}, BadLine{"-B", LineError::malformed},
                      BadLine{"a1-c3", LineError::diagonal}));

}  // namespace
}  // namespace lucas
