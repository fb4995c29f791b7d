// The players option of the commands that take players (play, sheet, handout): --players
// "Mia,Noé", each name with its initial if wanted, as in records: --players "Léa:L,Lucas:U".
#pragma once

#include <array>
#include <optional>
#include <string>

#include "game/result.h"
#include "record/players_text.h"
#include "text/catalogue.h"
#include "text/diagnostic.h"

namespace lucas::cli {

/// Two players as --players gives them (record/players_text.h, which the page's queries read
/// with too).
using PlayersChoice = lucas::PlayersChoice;

/// record/players_text.h's readers, for the commands.
using lucas::bad_player_name;
using lucas::players_and_initials;
using lucas::players_choice;

/// The line that says which initial lucas chose: « Léa et Lucas commencent par la même lettre :
/// l'initiale de Lucas sera U. »
std::string chosen_initial_line(const PlayersChoice& choice, const Catalogue& catalogue);

}  // namespace lucas::cli
