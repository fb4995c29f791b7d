#include "game/notation.h"

#include <cctype>
#include <cstdlib>

namespace lucas {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool is_alpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
int lower(char c) { return std::tolower(static_cast<unsigned char>(c)); }

}  // namespace

std::string letter_name(const Board& board, Point p) {
  return std::string(1, static_cast<char>('A' + board.point_index(p)));
}

std::string column_name(int col) {
  std::string name;
  for (int n = col + 1; n > 0; n = (n - 1) / 26)
    name.insert(name.begin(), static_cast<char>('a' + (n - 1) % 26));
  return name;
}

std::string coordinate_name(Point p) { return column_name(p.col) + std::to_string(p.row + 1); }

std::string point_name(const Board& board, Point p) {
  return has_letter_names(board) ? letter_name(board, p) : coordinate_name(p);
}

std::string line_name(const Board& board, Line line) {
  const auto& [a, b] = board.ends(line);
  return line_name(board, a, b);
}

std::string line_name(const Board& board, Point a, Point b) {
  return point_name(board, a) + "-" + point_name(board, b);
}

std::optional<Point> parse_point(const Board& board, std::string_view text) {
  text = trim(text);
  if (text.size() == 1 && is_alpha(text[0])) {
    if (!has_letter_names(board)) return std::nullopt;
    const int index = lower(text[0]) - 'a';
    if (index < 0 || index >= board.point_count()) return std::nullopt;
    return board.point_at(index);
  }
  size_t i = 0;
  int col = 0;
  while (i < text.size() && is_alpha(text[i])) {
    col = col * 26 + (lower(text[i]) - 'a' + 1);
    if (++i > 3) return std::nullopt;
  }
  if (i == 0 || i == text.size() || text.size() - i > 3 || text[i] == '0') return std::nullopt;
  int row = 0;
  for (; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return std::nullopt;
    row = row * 10 + (text[i] - '0');
  }
  const Point p{row - 1, col - 1};
  if (!board.contains(p)) return std::nullopt;
  return p;
}

LineReading parse_line(const Board& board, std::string_view text) {
  LineReading reading;
  const size_t dash = text.find('-');
  if (dash == std::string_view::npos || text.find('-', dash + 1) != std::string_view::npos ||
      trim(text.substr(0, dash)).empty() || trim(text.substr(dash + 1)).empty()) {
    reading.error = LineError::malformed;
    return reading;
  }
  const std::string_view names[2] = {trim(text.substr(0, dash)), trim(text.substr(dash + 1))};
  Point ends[2];
  for (int i = 0; i < 2; ++i) {
    const auto p = parse_point(board, names[i]);
    if (!p) {
      reading.error = LineError::not_a_point;
      reading.bad_name = std::string(names[i]);
      return reading;
    }
    ends[i] = *p;
  }
  reading.ends = {ends[0], ends[1]};
  reading.line = board.line_between(ends[0], ends[1]);
  if (reading.line) return reading;
  const int dr = std::abs(ends[0].row - ends[1].row), dc = std::abs(ends[0].col - ends[1].col);
  // Only a square board has diagonals; on the other lattices any two dots that are not
  // neighbours are just that.
  const bool diagonal = board.grid() == Grid::square && dr != 0 && dc != 0;
  reading.error = diagonal ? LineError::diagonal : LineError::not_adjacent;
  return reading;
}

}  // namespace lucas
