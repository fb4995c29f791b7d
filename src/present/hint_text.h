// lucas hint in words and JSON: who is to move, the best moves and the value, and one sentence
// of why; or the line a level draws.
#pragma once

#include <string>

#include "solve/record_hint.h"
#include "text/catalogue.h"
#include "text/json.h"

namespace lucas {

/// The hint, a sentence a line.
std::string hint_text(const RecordHint& hint, const Catalogue& catalogue);

/// The hint in JSON (docs/json.md).
Json hint_json(const RecordHint& hint, const Catalogue& catalogue);

}  // namespace lucas
