#include "serve/record_api.h"

#include <algorithm>

#include "check/check_text.h"
#include "record/writer.h"

namespace lucas::serve {

namespace {

template <typename Played>
void seat_players(const Record& record, Played& played) {
  played.title = record.title;
  for (size_t i = 0; i < 2; ++i) {
    played.names[i] = record.players[i].name;
    played.initials[i] = record.players[i].initial;
  }
}

std::string written_game(const Record& record, const DotsAndBoxesReplay& replay) {
  PlayedDotsAndBoxes played{.title = {},
                            .board = *replay.board,
                            .misere = std::get<DotsAndBoxesRecord>(record.part).misere,
                            .names = {},
                            .initials = {},
                            .lines = {},
                            .comments = {}};
  seat_players(record, played);
  for (const DotsAndBoxesStep& step : replay.steps) played.lines.push_back(step.line);
  return record_text(played);
}

std::string written_game(const Record& record, const ChopsticksReplay& replay) {
  PlayedChopsticks played;
  played.rules = std::get<ChopsticksRecord>(record.part).rules;
  seat_players(record, played);
  for (const ChopsticksStep& step : replay.steps) played.moves.push_back(step.move);
  played.draw = replay.agreed_draw;
  return record_text(played);
}

}  // namespace

Answer record_answer(std::string_view record_text, const Catalogue& catalogue) {
  if (auto refused = too_large(record_text, catalogue)) return *refused;
  const CheckResult result = check_text(record_text);
  const auto* dots = std::get_if<DotsAndBoxesReplay>(&result.replay);
  if (result.status == Status::unreadable || !result.record || (dots && !dots->board)) {
    if (result.diagnostics.empty())
      return error_answer(400, Code::bad_board, Message("serve.no-board"), catalogue);
    return diagnostic_answer(400, result.diagnostics.front(), catalogue);
  }
  if (result.status == Status::invalid) {
    const auto error =
        std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::error; });
    return diagnostic_answer(
        400, error != result.diagnostics.end() ? *error : result.diagnostics.front(), catalogue);
  }
  const Record& record = *result.record;
  // A circle of three or more is played on paper: lucas play plays two, and so does its writer.
  if (record.players.size() != 2) {
    std::string names;
    for (const PlayerEntry& player : record.players)
      names += (names.empty() ? "" : ",") + player.name;
    return error_answer(400, Code::bad_option,
                        Message("diag.play-chopsticks-circle").with("value", names), catalogue);
  }
  const std::string text =
      std::visit([&](const auto& replay) { return written_game(record, replay); }, result.replay);
  return Answer{200, "text/yaml; charset=utf-8", text};
}

}  // namespace lucas::serve
