// The page's answers that weigh a record: lucas analyze's and lucas hint's JSON for the record a
// request's body holds, and the move of lucas play's Chopsticks computer. The same library calls
// as the commands (solve/record_analysis.h, solve/record_hint.h, solve/chopsticks_level.h) and
// the same presenters (present/).
#pragma once

#include <string_view>

#include "serve/api.h"
#include "text/catalogue.h"

namespace lucas::serve {

/// POST /api/analyze?seconds=S: the object `lucas analyze --format json` prints for the record
/// (either game), without its `file` field. A text that is no record gets its first diagnostic,
/// a bad option the command's error, a Chopsticks circle of three the command's refusal, status
/// 400; a text over the reader's limit 413.
Answer analyze_answer(std::string_view target, std::string_view record_text,
                      const Catalogue& catalogue);

/// POST /api/hint?seconds=S&level=L&seed=N: the object `lucas hint --format json` prints for the
/// record, without its `file` field; with ?level=, the line that level draws (the computer of
/// lucas play and of the /play page). Errors as analyze_answer's; a Chopsticks record is refused
/// as the command refuses it (unknown-game).
Answer hint_answer(std::string_view target, std::string_view record_text,
                   const Catalogue& catalogue);

/// POST /api/move?level=easy|perfect&seed=N: the move lucas play --game chopsticks's computer
/// (its ChopsticksPlayer) plays at the end of a Chopsticks record of two players, with the solved
/// table's weighing of that position, as `lucas solve --game chopsticks --record` gives it:
/// {"after", "hands", "over", "next", "value", "in", "best", "level", "seed", "move"} (move null
/// once the game is over). A Dots-and-Boxes record or a circle of three is refused as solve
/// --record refuses it, status 400.
Answer move_answer(std::string_view target, std::string_view record_text,
                   const Catalogue& catalogue);

}  // namespace lucas::serve
