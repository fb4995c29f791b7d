#include "cli/chopsticks_analysis_text.h"

#include <iostream>
#include <sstream>

#include "check/report.h"
#include "cli/chopsticks_solve.h"
#include "cli/error_line.h"
#include "game/chopsticks_notation.h"
#include "game/games.h"
#include "handout/replayed_hands.h"
#include "solve/chopsticks_table.h"

namespace lucas::cli {

namespace {

using ForMover = ChopsticksValue::ForMover;

Json value_json(const ChopsticksValue& v) {
  return {{"value", v.outcome == ForMover::win    ? "win"
                    : v.outcome == ForMover::loss ? "loss"
                                                  : "draw"},
          {"in", v.outcome == ForMover::draw ? Json() : Json(v.moves)}};
}

// Display width of UTF-8 text: one column per code point.
size_t width(const std::string& text) {
  size_t n = 0;
  for (unsigned char ch : text) n += (ch >> 6) != 0x2 ? 1 : 0;
  return n;
}

std::string pad(const std::string& text, size_t columns) {
  const size_t w = width(text);
  return w >= columns ? text : text + std::string(columns - w, ' ');
}

}  // namespace

int run_chopsticks_analysis(const LoadedRecord& loaded, bool json, const Catalogue& c) {
  const CheckResult& result = loaded.file.result;
  const Record& record = *result.record;
  const auto& players = record.players;
  const ChopsticksRules& rules = std::get<ChopsticksRecord>(record.part).rules;
  const ChopsticksReplay& game = std::get<ChopsticksReplay>(result.replay);
  if (players.size() != 2) {
    print_error(
        command_error(Code::bad_option,
                      Message("chopsticks.solve.two-players").with("file", loaded.file.name)),
        c);
    return kExitUnreadable;
  }
  const ChopsticksTable table(rules);
  std::vector<ChopsticksMoveAnalysis> moves;
  for (const ChopsticksStep& step : game.steps)
    moves.push_back(analyze_move(table, step.before, step.move));
  const int exit_code = exit_code_of(result.status);

  if (json) {
    Json list = Json::array();
    for (size_t i = 0; i < moves.size(); ++i) {
      const ChopsticksStep& step = game.steps[i];
      const ChopsticksMoveAnalysis& m = moves[i];
      list.push_back({{"number", step.number},
                      {"player", players[static_cast<size_t>(step.player)].name},
                      {"move", written(step.move)},
                      {"kind", step.move.kind == ChopsticksMove::Kind::touch ? "touch" : "split"},
                      {"before", value_json(m.before)},
                      {"after", value_json(m.after)},
                      {"mistake", m.mistake},
                      {"best", m.best ? Json(written(*m.best)) : Json()}});
    }
    std::cout << json_document({{"file", loaded.file.name},
                                {"title", record.title},
                                {"game", std::string(game_entry(Game::chopsticks).word)},
                                {"rules", rules_json(rules)},
                                {"players", players_json(record)},
                                {"status", status_name(result.status)},
                                {"diagnostics", diagnostics_json(loaded.findings, c)},
                                {"stopped", stopped_json(result)},
                                {"start", value_json(table.start())},
                                {"moves", std::move(list)}});
    return exit_code;
  }

  std::ostringstream out;
  out << c.format(Message("analyze.header")
                      .with("name", loaded.file.name)
                      .with("first", players[0].name)
                      .with("second", players[1].name))
      << "\n"
      << c.format(Message("chopsticks.analyze.rules")
                      .with("rules", handout::rules_text(rules, c))
                      .with("start", value_text(table.start(), players[0].name, c)))
      << "\n"
      << scope_text(loaded, "analyze", c);
  size_t name_width = 0;
  for (const PlayerEntry& p : players) name_width = std::max(name_width, width(p.name));
  for (size_t i = 0; i < moves.size(); ++i) {
    const ChopsticksStep& step = game.steps[i];
    const ChopsticksMoveAnalysis& m = moves[i];
    out << (step.number < 10    ? "  "
            : step.number < 100 ? " "
                                : "")
        << step.number << ". " << pad(players[static_cast<size_t>(step.player)].name, name_width)
        << "  " << pad(written(step.move), 3) << "  " << (m.mistake ? "? " : "  ")
        << short_value(m.before, c) << " \u2192 " << short_value(m.after, c);
    if (m.best)
      out << "  " << c.format(Message("chopsticks.analyze.best").with("move", written(*m.best)));
    out << "\n";
  }
  out << c.text("chopsticks.analyze.legend") << "\n";
  std::cout << out.str();
  return exit_code;
}

}  // namespace lucas::cli
