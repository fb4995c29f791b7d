#include "game/position.h"

#include <cassert>

namespace lucas {

Position::Position(const Board& board)
    : board_(&board),
      drawn_at_(static_cast<size_t>(board.line_count()), 0),
      owner_(static_cast<size_t>(board.box_count())),
      lines_left_(board.playable_line_count()) {
  for (Line line : board.predrawn()) drawn_at_[static_cast<size_t>(line.index)] = kPredrawn;
}

int Position::sides_drawn(Box box) const {
  int n = 0;
  for (Line side : board_->sides(box)) n += is_drawn(side) ? 1 : 0;
  return n;
}

Play Position::play(Line line) {
  assert(!is_over() && !is_drawn(line));
  drawn_at_[static_cast<size_t>(line.index)] = ++moves_played_;
  --lines_left_;

  Play result;
  // Only the boxes touching the new line can have just been completed (the worksheet): the box
  // belongs to whoever drew its last side, whoever drew the others.
  for (Box box : board_->boxes_of(line)) {
    if (box.index < 0 || sides_left(box) != 0) continue;
    owner_[static_cast<size_t>(box.index)] = to_move_;
    ++score_[static_cast<size_t>(index_of(to_move_))];
    result.completed[static_cast<size_t>(result.completed_count++)] = box;
  }
  // One or two boxes give exactly one more move, never a reserve of moves.
  if (result.completed_count == 0) to_move_ = opponent(to_move_);
  result.next = to_move_;
  result.game_over = is_over();
  return result;
}

}  // namespace lucas
