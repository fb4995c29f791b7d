#include "support/positions.h"

#include <gtest/gtest.h>

#include "game/notation.h"

namespace lucas::testing {

Line line(const Board& board, const char* name) {
  const auto reading = parse_line(board, name);
  if (!reading.line) ADD_FAILURE() << name << " is no line of the board";
  return reading.line.value_or(Line{});
}

Position position_with(const Board& board, std::initializer_list<const char*> lines) {
  Position position(board);
  for (const char* name : lines) {
    const auto reading = parse_line(board, name);
    if (!reading.line) {
      ADD_FAILURE() << name << " is no line of the board";
      continue;
    }
    position.play(*reading.line);
  }
  return position;
}

std::vector<Line> random_game(const Board& board, std::mt19937& random) {
  Position position(board);
  std::vector<Line> lines;
  while (!position.is_over()) {
    std::vector<Line> open;
    for (int l = 0; l < board.line_count(); ++l)
      if (!position.is_drawn(Line{l})) open.push_back(Line{l});
    lines.push_back(open[random() % open.size()]);
    position.play(lines.back());
  }
  return lines;
}

}  // namespace lucas::testing
