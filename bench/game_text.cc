#include "game_text.h"

#include "game/notation.h"
#include "game/position.h"

namespace lucas::bench {

std::string whole_game_record(int box_rows, int box_cols) {
  const Board board(box_rows + 1, box_cols + 1);
  Position position(board);
  std::string text =
      "title: Benchmark game\nboard:\n  dots: " + std::to_string(box_rows + 1) + "x" +
      std::to_string(box_cols + 1) +
      "\nplayers:\n  - {name: Mia, initial: M}\n  - {name: Noé, initial: N}\nmoves:\n";
  const char* initials[] = {"M", "N"};
  // Lines in a scattered but fixed order, so boxes are completed all through the game.
  for (int k = 0; k < board.line_count(); ++k) {
    const Line line{(k * 7) % board.line_count()};
    const Player mover = position.to_move();
    const Play play = position.play(line);
    text += "  - {by: " + std::string(initials[index_of(mover)]) +
            ", line: " + line_name(board, line) + ", boxes: [";
    for (int b = 0; b < play.completed_count; ++b)
      text += (b ? ", " : "") + std::to_string(play.completed[static_cast<size_t>(b)].number());
    text += "], score: {M: " + std::to_string(position.score(Player::first)) +
            ", N: " + std::to_string(position.score(Player::second)) + "}";
    if (!play.game_over) text += ", next: " + std::string(initials[index_of(play.next)]);
    text += "}\n";
  }
  return text;
}

}  // namespace lucas::bench
