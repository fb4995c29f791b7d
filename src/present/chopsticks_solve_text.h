// lucas solve --game chopsticks in words and JSON: the solved table's verdict, the best move
// from a record's position, and the words of values and moves other Chopsticks texts share.
#pragma once

#include <string>

#include "game/chopsticks.h"
#include "record/record.h"
#include "solve/chopsticks_solve.h"
#include "solve/chopsticks_table.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// The rules in JSON: {"end": "cutoff", "splits": true, "resurrection": true, "suicide": false}.
Json rules_json(const ChopsticksRules& rules);

/// "first", "second" or "draw": who wins the start with perfect play.
std::string start_name(const ChopsticksValue& start);

/// A value in words for the player to move: "Lina wins in 7 moves", "a draw".
std::string value_text(const ChopsticksValue& value, const std::string& player,
                       const Catalogue& catalogue);

/// A value in a few words, for a column or an aside: "win in 7", "loss in 2", "draw".
std::string short_value(const ChopsticksValue& value, const Catalogue& catalogue);

/// The solved table's verdict, a sentence a line: the rules, the positions, who wins, the counts.
std::string chopsticks_solve_text(const ChopsticksSolve& solve, const Catalogue& catalogue);

/// The solved table's verdict in JSON (docs/json.md).
Json chopsticks_solve_json(const ChopsticksSolve& solve);

/// The position a record reached and its best move, a sentence a line. Precondition: not
/// refused.
std::string chopsticks_record_solve_text(const ChopsticksRecordSolve& solve,
                                         const Catalogue& catalogue);

/// The same in JSON (docs/json.md). Precondition: not refused.
Json chopsticks_record_solve_json(const ChopsticksRecordSolve& solve);

}  // namespace lucas
