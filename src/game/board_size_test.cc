#include "game/board_size.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "game/board.h"

namespace lucas {
namespace {

using Kind = SizeError::Kind;

BoardShape square(int rows, int cols) { return BoardShape{Grid::square, rows, cols}; }

struct Accepted {
  std::string text;
  SizeUnit unit;
  BoardShape size;  // in dots
};

// gtest names a failing row by its text.
void PrintTo(const Accepted& c, std::ostream* os) { *os << "'" << c.text << "'"; }

class BoardSizeAccepts : public ::testing::TestWithParam<Accepted> {};

TEST_P(BoardSizeAccepts, EverySpelling) {
  const Accepted& c = GetParam();
  const auto read = parse_board_size(c.text, c.unit);
  ASSERT_TRUE(read) << "'" << c.text << "'";
  EXPECT_EQ(*read, c.size) << "'" << c.text << "'";
}

INSTANTIATE_TEST_SUITE_P(
    Spellings, BoardSizeAccepts,
    ::testing::Values(Accepted{"3x4", SizeUnit::dots, square(3, 4)},
                      Accepted{"3X4", SizeUnit::dots, square(3, 4)},
                      Accepted{"3\u00d74", SizeUnit::dots, square(3, 4)},
                      Accepted{"3 x 4", SizeUnit::dots, square(3, 4)},
                      Accepted{" 3 \u00d7 4 ", SizeUnit::dots, square(3, 4)},
                      Accepted{"\t3\tX\t4\t", SizeUnit::dots, square(3, 4)},
                      Accepted{"3  x4", SizeUnit::dots, square(3, 4)},
                      Accepted{"03x004", SizeUnit::dots, square(3, 4)},
                      Accepted{"2x3", SizeUnit::boxes, square(3, 4)},
                      Accepted{"1 \u00d7 1", SizeUnit::boxes, square(2, 2)},
                      // The limits, from inside: 2 and 50 dots, 1 and 49 boxes.
                      Accepted{"2x2", SizeUnit::dots, square(2, 2)},
                      Accepted{"50x50", SizeUnit::dots, square(50, 50)},
                      Accepted{"49x49", SizeUnit::boxes, square(50, 50)},
                      Accepted{"2x50", SizeUnit::dots, square(2, 50)}));

struct Refused {
  std::string text;
  SizeUnit unit;
  SizeError error;
};

void PrintTo(const Refused& c, std::ostream* os) { *os << "'" << c.text << "'"; }

class BoardSizeRefuses : public ::testing::TestWithParam<Refused> {};

TEST_P(BoardSizeRefuses, WithWhatWasExpected) {
  const Refused& c = GetParam();
  const auto read = parse_board_size(c.text, c.unit);
  ASSERT_FALSE(read) << "'" << c.text << "'";
  EXPECT_EQ(read.error(), c.error) << "'" << c.text << "'";
}

const SizeError kNotASize{Kind::not_a_size, 0, 0};
const SizeError kDotsRange{Kind::out_of_range, 2, 50};
const SizeError kBoxesRange{Kind::out_of_range, 1, 49};

INSTANTIATE_TEST_SUITE_P(
    Malformed, BoardSizeRefuses,
    ::testing::Values(
        Refused{"", SizeUnit::dots, kNotASize}, Refused{"   ", SizeUnit::dots, kNotASize},
        Refused{"3", SizeUnit::dots, kNotASize}, Refused{"x4", SizeUnit::dots, kNotASize},
        Refused{"3x", SizeUnit::dots, kNotASize}, Refused{"3x4x5", SizeUnit::dots, kNotASize},
        Refused{"-3x4", SizeUnit::dots, kNotASize}, Refused{"3x-4", SizeUnit::dots, kNotASize},
        Refused{"+3x4", SizeUnit::dots, kNotASize}, Refused{"3.5x4", SizeUnit::dots, kNotASize},
        Refused{"3xx4", SizeUnit::dots, kNotASize}, Refused{"3 4", SizeUnit::dots, kNotASize},
        Refused{"3by4", SizeUnit::dots, kNotASize},
        Refused{"threexfour", SizeUnit::dots, kNotASize},
        Refused{"3x4a", SizeUnit::dots, kNotASize}, Refused{"3*4", SizeUnit::dots, kNotASize},
        Refused{"3\xC3x4", SizeUnit::dots, kNotASize},  // half a ×
        Refused{"1e20x3", SizeUnit::dots, kNotASize}));

// Each limit from outside, on each side and in each unit; numbers too long for any integer are
// out of range, not malformed.
INSTANTIATE_TEST_SUITE_P(
    OutOfRange, BoardSizeRefuses,
    ::testing::Values(
        Refused{"1x4", SizeUnit::dots, kDotsRange}, Refused{"4x1", SizeUnit::dots, kDotsRange},
        Refused{"51x4", SizeUnit::dots, kDotsRange}, Refused{"4x51", SizeUnit::dots, kDotsRange},
        Refused{"0x0", SizeUnit::dots, kDotsRange}, Refused{"0x4", SizeUnit::boxes, kBoxesRange},
        Refused{"4x0", SizeUnit::boxes, kBoxesRange}, Refused{"50x4", SizeUnit::boxes, kBoxesRange},
        Refused{"4x50", SizeUnit::boxes, kBoxesRange},
        Refused{"2147483647x3", SizeUnit::dots, kDotsRange},
        Refused{"99999999999999999999x3", SizeUnit::dots, kDotsRange},
        Refused{"3 x 99999999999999999999999999999999", SizeUnit::boxes, kBoxesRange}));

// The limits are Board's own: the grammar adds none.
TEST(BoardSizeTest, LimitsAreTheBoards) {
  const std::string low = std::to_string(Board::kMinDots);
  const std::string high = std::to_string(Board::kMaxDots);
  EXPECT_TRUE(parse_board_size(low + "x" + high, SizeUnit::dots));
  EXPECT_FALSE(parse_board_size(std::to_string(Board::kMinDots - 1) + "x" + high, SizeUnit::dots));
  EXPECT_FALSE(parse_board_size(low + "x" + std::to_string(Board::kMaxDots + 1), SizeUnit::dots));
}

}  // namespace
}  // namespace lucas
