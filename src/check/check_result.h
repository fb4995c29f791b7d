// What a check of a record found: the shared verdict (status, diagnostics, where the replay
// stopped) and the game's own replay (its steps and final state).
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "game/board.h"
#include "game/chopsticks.h"
#include "game/position.h"
#include "record/record.h"
#include "text/diagnostic.h"

namespace lucas {

/// What a check concludes about a record.
enum class Status {
  finished,     ///< every line drawn, no error
  interrupted,  ///< no error, lines remain (or a disputed move stopped the replay)
  invalid,      ///< at least one error
  unreadable,   ///< not a record
};

/// One move replayed: who drew which line and what it did.
struct DotsAndBoxesStep {
  int number = 0;  ///< from 1
  Player player = Player::first;
  Line line;
  Play play;
  std::array<int, 2> score{0, 0};  ///< totals after the move
};

/// One Chopsticks move replayed: who played it, what it was, the hands before and after.
struct ChopsticksStep {
  int number = 0;  ///< from 1
  int player = 0;  ///< by place in the circle
  ChopsticksMove move;
  ChopsticksPosition before;
  ChopsticksPosition after;
};

/// The move where the replay stopped: a rule error or a disputed move. Later moves are unchecked.
struct Halt {
  int number = 0;
  Code code = Code::disputed;
  /// The mover, when the record names a player.
  std::optional<Player> player;
  /// The line, when it is one of the board (a repeated line).
  std::optional<Line> line;
  /// The two dots named, when both are dots (a diagonal or a skip has them too).
  std::optional<std::array<Point, 2>> ends;
};

/// Who won a game whose board the moves filled.
enum class Outcome { none, first_wins, second_wins, draw };

/// Dots and Boxes' replay: the board, each line drawn, the score and who won.
struct DotsAndBoxesReplay {
  /// The record's board; none for an unreadable record.
  std::optional<Board> board;
  std::vector<DotsAndBoxesStep> steps;
  /// After the last replayed move.
  std::array<int, 2> score{0, 0};
  /// What the moves give once every line is drawn, even when the record's claims are false
  /// (Status::invalid): the sheet may be wrong, the game is not. None while lines remain.
  Outcome outcome = Outcome::none;
};

/// Chopsticks' replay: each move played, the hands after the last one, who won.
struct ChopsticksReplay {
  std::vector<ChopsticksStep> steps;
  ChopsticksPosition hands;
  /// The last player with a live hand, by place in the circle, once the game is over; nobody
  /// for a draw agreed in `result`.
  std::optional<int> winner;
  /// The record's `result: draw`, agreed by players whose game was not over.
  bool agreed_draw = false;
};

/// Whether a diagnostic of this code is a false claim a move writes (its boxes, initials, score,
/// hands or next player, or a player it names who is not in the game): reported at the move,
/// checking goes on. The replays mark these with ⚠ in the move's caption.
constexpr bool is_false_claim(Code code) {
  return code == Code::wrong_boxes || code == Code::wrong_initial || code == Code::wrong_score ||
         code == Code::wrong_next || code == Code::unknown_player || code == Code::wrong_hands;
}

/// Everything a check found. Copyable; holds no reference into the record's text.
struct CheckResult {
  Status status = Status::unreadable;
  std::optional<Record> record;
  std::optional<Halt> halt;
  /// Sorted by place in the file.
  std::vector<Diagnostic> diagnostics;
  int moves_read = 0;
  /// The player to move after the last replayed move, among the first two.
  Player next = Player::first;
  bool over = false;
  /// The reason given for a disputed move that stopped the replay.
  std::optional<std::string> disputed;
  /// The game's own replay, of the record's game (an unreadable record's is an empty
  /// Dots-and-Boxes one, without a board).
  std::variant<DotsAndBoxesReplay, ChopsticksReplay> replay;

  int error_count() const {
    return static_cast<int>(
        std::count_if(diagnostics.begin(), diagnostics.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::error; }));
  }
  /// Whether a move broke a rule and stopped the replay (a disputed move is no rule broken): when
  /// not, every move up to the end or to the disputed one was replayed, and the errors are the
  /// record's false claims.
  bool rule_broken() const { return halt && halt->code != Code::disputed; }
  /// The number of the last replayed move (0 before any).
  int moves_checked() const {
    return std::visit([](const auto& game) { return static_cast<int>(game.steps.size()); }, replay);
  }
};

}  // namespace lucas
