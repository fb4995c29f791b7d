// Two players as an option writes them, on the command line (--players "Mia,Noé") or in a query
// of the page's API (?players=Mia,Noé): each name with its initial if wanted, as in records
// ("Léa:L,Lucas:U").
#pragma once

#include <array>
#include <optional>
#include <string>

#include "game/result.h"
#include "text/diagnostic.h"

namespace lucas {

/// Two players as the option gives them, in playing order.
struct PlayersChoice {
  std::array<std::string, 2> names;
  std::array<std::string, 2> initials;
  /// The player whose initial lucas chose, the two names starting alike and no initial written
  /// for that one (Lucas beside Léa gets U); none when every initial is the name's own or given.
  std::optional<size_t> chosen;
};

/// Reads two players: two names separated by one comma, spaces around each left out ("Mia, Noé"),
/// each with `:INITIAL` if wanted. Two names that start alike get distinct initials (the second
/// player's changes unless only the second one's is written). Anything else, and two initials
/// written alike, is a bad-option error that shows the form.
Result<PlayersChoice, Diagnostic> players_and_initials(const std::string& value);

/// The refusal of a name that cannot be a player's (record/player_name.h's is_player_name).
Diagnostic bad_player_name();

/// The names alone, for what writes names and no initials (sheets).
Result<std::array<std::string, 2>, Diagnostic> players_choice(const std::string& value);

}  // namespace lucas
