// The players option of the commands that write names on paper (sheet, handout): --players
// "Mia,Noé".
#pragma once

#include <array>
#include <string>

#include "game/result.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// The two names of a --players value, in playing order: one comma between them, spaces around
/// each name left out ("Mia, Noé"). Anything else is a bad-option error that shows the form.
Result<std::array<std::string, 2>, Diagnostic> players_choice(const std::string& value);

}  // namespace lucas::cli
