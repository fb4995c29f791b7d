#include "support/positions.h"

#include <gtest/gtest.h>

#include "game/notation.h"

namespace lucas::testing {

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

}  // namespace lucas::testing
