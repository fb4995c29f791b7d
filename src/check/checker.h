// Replaying a record against the rules and comparing its claims with what really happened: the
// check of any game's record (chosen by its game), and the Dots-and-Boxes referee's judge.
#pragma once

#include <optional>
#include <string_view>

#include "check/check_result.h"
#include "game/notation.h"
#include "game/position.h"
#include "record/record.h"
#include "text/diagnostic.h"

namespace lucas {

/// A written line judged in a position, as the referee judges a record's move: the line when it
/// can be drawn, else the rule it breaks in the words of lucas check ("move 5: B-F is already
/// drawn (move 3 drew B-F)"). The mover is not judged: whoever is to move draws it.
struct LineJudgement {
  std::optional<Line> line;
  Code code = Code::not_a_point;
  Message message;
  LineReading reading;
};

/// Judges `written` as move `number` (from 1) of the game in `position`. Precondition: the game
/// is not over.
LineJudgement judge_line(const Position& position, std::string_view written, int number);

/// Replays a record by its game's referee: rule errors stop the replay at their move, false
/// claims are reported and the replay goes on with the true state.
CheckResult check(const Record& record);
/// Reads then checks a record's text; unreadable text gives Status::unreadable.
CheckResult check_text(std::string_view text);

/// The player a record's text names, by initial or by name, whatever its case and Unicode form
/// (same_name in record/player_name.h).
std::optional<Player> find_player(const Record& record, std::string_view who);

}  // namespace lucas
