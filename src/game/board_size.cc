#include "game/board_size.h"

#include <algorithm>

namespace lucas {

namespace {

constexpr std::string_view kTimes = "\xC3\x97";  // ×, U+00D7, in UTF-8
// Any side above this is refused by Board::valid_size; reading stops growing a number here so
// that twenty digits cannot overflow.
constexpr int kCeiling = 1'000'000;

bool is_space(char c) { return c == ' ' || c == '\t'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

void skip_spaces(std::string_view& s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
}

// Takes the leading digits of s; false when there is none.
bool take_number(std::string_view& s, int& out) {
  if (s.empty() || !is_digit(s.front())) return false;
  long value = 0;
  while (!s.empty() && is_digit(s.front())) {
    value = std::min<long>(value * 10 + (s.front() - '0'), kCeiling);
    s.remove_prefix(1);
  }
  out = static_cast<int>(value);
  return true;
}

bool take_separator(std::string_view& s) {
  if (!s.empty() && (s.front() == 'x' || s.front() == 'X')) {
    s.remove_prefix(1);
    return true;
  }
  if (s.starts_with(kTimes)) {
    s.remove_prefix(kTimes.size());
    return true;
  }
  return false;
}

}  // namespace

Result<BoardShape, SizeError> parse_board_size(std::string_view text, SizeUnit unit) {
  using Failure = Result<BoardShape, SizeError>;
  const int extra = unit == SizeUnit::boxes ? 1 : 0;
  int rows = 0;
  int cols = 0;
  std::string_view s = text;
  skip_spaces(s);
  bool ok = take_number(s, rows);
  skip_spaces(s);
  ok = ok && take_separator(s);
  skip_spaces(s);
  ok = ok && take_number(s, cols);
  skip_spaces(s);
  if (!ok || !s.empty()) return Failure::failure(SizeError{SizeError::Kind::not_a_size, 0, 0});
  const BoardShape size{Grid::square, rows + extra, cols + extra};
  if (!Board::valid_size(size.rows, size.cols))
    return Failure::failure(
        SizeError{SizeError::Kind::out_of_range, Board::kMinDots - extra, Board::kMaxDots - extra});
  return size;
}

}  // namespace lucas
