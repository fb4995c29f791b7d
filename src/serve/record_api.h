// The page's record as lucas play writes it: the moves of a record the referee accepts, written
// again by the one record writer (record/writer.h), every claim filled in.
#pragma once

#include <string_view>

#include "serve/api.h"
#include "text/catalogue.h"

namespace lucas::serve {

/// POST /api/record: the record of the body (two players, either game) written as lucas play
/// writes its games, as text/yaml: the title, the board or the rules, the players, and each move
/// replayed with its claims (boxes, score, hands, next) and the result once the game is over
/// (or a draw agreed); comments and the record's own claims are not kept, the writer computes
/// them. A text that is no record, a record the referee refuses (its first error) and a
/// Chopsticks circle of three or more are 400; a text over the reader's limit 413.
Answer record_answer(std::string_view record_text, const Catalogue& catalogue);

}  // namespace lucas::serve
