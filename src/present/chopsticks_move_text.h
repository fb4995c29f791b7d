// A Chopsticks move as the commands show it to people: a touch in the letters of the user's
// language (L-R in English, G-D in French), a split as its hands (1-3). Records and JSON keep
// the record's own notation (written()).
#pragma once

#include <string>

#include "game/chopsticks.h"
#include "text/catalogue.h"

namespace lucas {

std::string shown_move(const ChopsticksMove& move, const Catalogue& catalogue);

}  // namespace lucas
