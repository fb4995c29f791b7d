// The referee of a Chopsticks record: replays its touches and splits against its rules and
// weighs its claims (hands, next, result), as the Dots-and-Boxes referee does lines and boxes.
#pragma once

#include <optional>
#include <string_view>

#include "check/check_result.h"
#include "record/record.h"

namespace lucas {

/// A written Chopsticks move judged in a position, as the referee judges a record's move: the move
/// and the position after it when it can be played, else the rule it breaks in the words of lucas
/// check ("move 4: Lina's left hand is dead (0-2): it cannot touch").
struct ChopsticksMoveJudgement {
  std::optional<ChopsticksMove> move;
  std::optional<ChopsticksPosition> after;
  Code code = Code::bad_hand;
  /// Where in the record's move the fault is (the touch or split, or the target).
  Mark mark;
  Message message;
};

/// Judges `written`, a touch ("G-D", "l-r") or a split ("0-3") as a record's `touch:` or `split:`
/// writes it, as move `number` (from 1) of the player to move in `position`, a game between the
/// players of `record` under its rules. Precondition: the game is not over.
ChopsticksMoveJudgement judge_chopsticks_move(const Record& record,
                                              const ChopsticksPosition& position,
                                              std::string_view written, int number);

/// Replays a Chopsticks record (record.game() == Game::chopsticks): a rule error stops the replay
/// at its move, false claims are reported and the replay goes on with the true hands.
CheckResult check_chopsticks(const Record& record);

}  // namespace lucas
