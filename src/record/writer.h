// A played game written as a move record, the form `lucas check` reads, with every claim filled in.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "game/board.h"
#include "game/chopsticks.h"

namespace lucas {

/// A game as a program played it: the board, the players and the lines in the order drawn. The
/// claims of the record (boxes, score, next, result) are not given: they are computed from the
/// lines, so a written record always checks.
struct PlayedDotsAndBoxes {
  std::string title;
  Board board;
  bool misere = false;
  /// In playing order: the first one starts.
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  /// Legal lines, in the order drawn; the game may stop before the board is full (interrupted).
  std::vector<Line> lines;
  /// Lines of comment written at the top (how the game was played: levels, seed), without `#`.
  std::vector<std::string> comments;
};

/// The record's YAML text: one line per move in the short map form of the worksheet
/// (`- {by: M, line: A-B}`), `boxes` and `score` on the moves that complete boxes, `next` on every
/// move but the last of a finished game, and `result` once every line is drawn.
/// Precondition: every line is on the board, undrawn when it is drawn, and the game is not over
/// before the last one.
std::string record_text(const PlayedDotsAndBoxes& game);

/// A two-player Chopsticks game as a program played it: the rules, the players and the moves in
/// the order played. The claims (hands, next, result) are computed from the moves.
struct PlayedChopsticks {
  std::string title;
  ChopsticksRules rules;
  /// In playing order: the first one starts.
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  /// Legal moves, in the order played; the game may stop before it is over (interrupted).
  std::vector<ChopsticksMove> moves;
  /// The game was stopped as a draw (a position come round for the third time): written
  /// `result: draw`. Precondition: the game is not over.
  bool draw = false;
  /// Lines of comment written at the top, without `#`.
  std::vector<std::string> comments;
};

/// The Chopsticks record's YAML text: `game: chopsticks`, the four `rules`, one line per move in
/// the short map form (`- {by: L, touch: G-D, hands: {L: 1-1, S: 1-2}, next: S}`, `split: 0-3`),
/// everyone's hands after every move, `next` while the game goes on, and `result` once it is over
/// (`{winner: L}`) or drawn (`draw`). Precondition: every move is legal where it is played and the
/// game is not over before the last one.
std::string record_text(const PlayedChopsticks& game);

}  // namespace lucas
