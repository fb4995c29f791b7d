#include "record/players_text.h"

#include "record/player_name.h"
#include "text/trimmed.h"

namespace lucas {

namespace {

using Choice = Result<PlayersChoice, Diagnostic>;

// An error of the option, about no place in a file.
Diagnostic option_error(Message message) {
  return Diagnostic{Severity::error, Code::bad_option, {}, std::nullopt, std::move(message)};
}

// An initial the player could take beside `taken`: their name's first letter, else the next
// one, or a number.
std::string initial_free(const std::string& name, const std::string& taken) {
  const std::string own = initial_of(name);
  return same_name(own, taken) ? initial_beside(name, taken) : own;
}

Choice bad_players(const std::string& value) {
  return Choice::failure(option_error(Message("diag.players-option").with("value", value)));
}

}  // namespace

// The name is not repeated: it may hold the control characters that make it wrong.
Diagnostic bad_player_name() { return option_error(Message("diag.players-bad-name")); }

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
    if (!is_player_name(choice.names[i])) return Choice::failure(bad_player_name());
    if (colon == std::string::npos) {
      choice.initials[i] = initial_of(choice.names[i]);
      continue;
    }
    written[i] = true;
    choice.initials[i] = composed(trimmed(parts[i].substr(colon + 1)));
    if (!is_initial(choice.initials[i]))
      return Choice::failure(
          option_error(Message("diag.bad-initial").with("value", choice.initials[i])));
  }
  if (!same_name(choice.initials[0], choice.initials[1])) return choice;
  if (written[0] && written[1])
    return Choice::failure(
        option_error(Message("diag.players-same-initial")
                         .with("first", choice.names[0])
                         .with("second", choice.names[1])
                         .with("initial", choice.initials[1])
                         .with("suggested", initial_free(choice.names[1], choice.initials[0]))));
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

}  // namespace lucas
