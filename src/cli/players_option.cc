#include "cli/players_option.h"

#include "present/error_line.h"
#include "record/player_name.h"
#include "text/trimmed.h"

namespace lucas::cli {

namespace {

using Choice = Result<PlayersChoice, Diagnostic>;

Choice bad_players(const std::string& value) {
  return Choice::failure(
      command_error(Code::bad_option, Message("diag.players-option").with("value", value)));
}

}  // namespace

// The name is not repeated: it may hold the control characters that make it wrong.
Diagnostic bad_player_name() {
  return command_error(Code::bad_option, Message("diag.players-bad-name"));
}

namespace {

Choice bad_name() { return Choice::failure(bad_player_name()); }

}  // namespace

Choice players_and_initials(const std::string& value) {
  const size_t comma = value.find(',');
  if (comma == std::string::npos || value.find(',', comma + 1) != std::string::npos)
    return bad_players(value);
  PlayersChoice choice;
  std::array<bool, 2> written{};
  const std::array<std::string, 2> parts{value.substr(0, comma), value.substr(comma + 1)};
  for (size_t i = 0; i < 2; ++i) {
    const size_t colon = parts[i].rfind(':');
    choice.names[i] = composed(trimmed(parts[i].substr(0, colon)));
    if (choice.names[i].empty()) return bad_players(value);
    if (!is_player_name(choice.names[i])) return bad_name();
    if (colon == std::string::npos) {
      choice.initials[i] = initial_of(choice.names[i]);
      continue;
    }
    written[i] = true;
    choice.initials[i] = composed(trimmed(parts[i].substr(colon + 1)));
    if (!is_initial(choice.initials[i]))
      return Choice::failure(command_error(
          Code::bad_option, Message("diag.bad-initial").with("value", choice.initials[i])));
  }
  if (!same_name(choice.initials[0], choice.initials[1])) return choice;
  if (written[0] && written[1])
    return Choice::failure(
        command_error(Code::bad_option, Message("diag.players-same-initial")
                                            .with("first", choice.names[0])
                                            .with("second", choice.names[1])
                                            .with("initial", choice.initials[1])));
  const size_t other = written[1] ? 0 : 1;
  choice.initials[other] = initial_beside(choice.names[other], choice.initials[1 - other]);
  choice.chosen = other;
  return choice;
}

Result<std::array<std::string, 2>, Diagnostic> players_choice(const std::string& value) {
  auto choice = players_and_initials(value);
  if (!choice) return Result<std::array<std::string, 2>, Diagnostic>::failure(choice.error());
  return choice->names;
}

std::string chosen_initial_line(const PlayersChoice& choice, const Catalogue& catalogue) {
  if (!choice.chosen) return "";
  const size_t i = *choice.chosen;
  return catalogue.format(Message("players.initial-chosen")
                              .with("first", choice.names[0])
                              .with("second", choice.names[1])
                              .with("player", choice.names[i])
                              .with("initial", choice.initials[i])
                              .with("example", choice.names[0] + ":" + choice.initials[0] + "," +
                                                   choice.names[1] + ":" + choice.initials[1]));
}

}  // namespace lucas::cli
