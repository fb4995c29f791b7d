// A checked Chopsticks record in the Chopsticks page's words: a picture of everyone's hands
// after each move, its caption, the move that broke a rule in red, and the verdict, ready for
// the drawing layer (render/hands.h). Shared by lucas replay and the handouts.
#pragma once

#include <string>

#include "check/checker.h"
#include "render/hands.h"
#include "text/catalogue.h"

namespace lucas::render {

/// The replay of a checked, readable Chopsticks record (result.hands set), titled `title` when
/// the record has none.
ChopsticksDrawing replayed_hands(const CheckResult& result, const std::string& title,
                                 const Catalogue& catalogue);

/// The rules in words: "cutoff (a hand dies at 5 or more), splits, resurrection, no suicide".
std::string rules_text(const ChopsticksRules& rules, const Catalogue& catalogue);

}  // namespace lucas::render
