#include "cli/players_option.h"

namespace lucas::cli {

std::string chosen_initial_line(const PlayersChoice& choice, const Catalogue& catalogue) {
  if (!choice.chosen) return "";
  const size_t i = *choice.chosen;
  // Said of the initial taken, not of the names' letters: with "Mia:N,Noé" Noé's N is Mia's.
  return catalogue.format(Message("players.initial-chosen")
                              .with("other", choice.names[1 - i])
                              .with("taken", choice.initials[1 - i])
                              .with("player", choice.names[i])
                              .with("initial", choice.initials[i])
                              .with("example", choice.names[0] + ":" + choice.initials[0] + "," +
                                                   choice.names[1] + ":" + choice.initials[1]));
}

}  // namespace lucas::cli
