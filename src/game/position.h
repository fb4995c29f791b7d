// The state of a game between moves, and the one rule that changes it: drawing a line.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "game/board.h"

namespace lucas {

/// What drawing one line did.
struct Play {
  /// The boxes the line completed: zero, one or two (a line inside the board borders two).
  std::array<Box, 2> completed{};
  int completed_count = 0;
  /// Who moves next: the same player after completing a box, otherwise the opponent.
  Player next = Player::first;
  /// Whether that was the last line of the board.
  bool game_over = false;
};

/// A game in progress on a board: the drawn lines, the boxes' owners, the scores and who moves.
/// It knows nothing of names, records or output; it refuses nothing itself: callers ask
/// is_drawn() and is_over() first, as a referee would before accepting a line.
class Position {
 public:
  /// drawn_at() of a line drawn before the first move by the border variant.
  static constexpr int kPredrawn = -1;

  explicit Position(const Board& board);

  const Board& board() const { return *board_; }

  bool is_drawn(Line line) const { return drawn_at_[static_cast<size_t>(line.index)] != 0; }
  /// 0 for an undrawn line, kPredrawn for a border line of the variant, else the move number
  /// (from 1) that drew it.
  int drawn_at(Line line) const { return drawn_at_[static_cast<size_t>(line.index)]; }
  /// How many of a cell's sides are drawn.
  int sides_drawn(Box box) const;
  /// How many of a cell's sides are still to draw: 0 completed, 1 takeable, 2 a link of a chain.
  /// What the strategy counts, whatever the cell's shape.
  int sides_left(Box box) const { return board_->side_count(box) - sides_drawn(box); }
  std::optional<Player> owner(Box box) const { return owner_[static_cast<size_t>(box.index)]; }

  int score(Player player) const { return score_[static_cast<size_t>(index_of(player))]; }
  Player to_move() const { return to_move_; }
  int lines_left() const { return lines_left_; }
  bool is_over() const { return lines_left_ == 0; }

  /// Draws a line for the player to move. Precondition: !is_over() && !is_drawn(line).
  Play play(Line line);

 private:
  const Board* board_;
  std::vector<int> drawn_at_;
  std::vector<std::optional<Player>> owner_;
  std::array<int, 2> score_{0, 0};
  Player to_move_ = Player::first;
  int moves_played_ = 0;
  int lines_left_ = 0;
};

}  // namespace lucas
