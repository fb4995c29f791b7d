#include "cli/chopsticks_analysis_text.h"

#include <iostream>
#include <sstream>

#include "check/report.h"
#include "cli/chopsticks_solve.h"
#include "cli/error_line.h"
#include "handout/replayed_hands.h"
#include "solve/chopsticks_table.h"
#include "text/display_width.h"

namespace lucas::cli {

namespace {

using Outcome = ChopsticksValue::Outcome;

Json value_json(const ChopsticksValue& v) {
  return {{"value", v.outcome == Outcome::win    ? "win"
                    : v.outcome == Outcome::loss ? "loss"
                                                 : "draw"},
          {"in", v.outcome == Outcome::draw ? Json() : Json(v.moves)}};
}

}  // namespace

int run_chopsticks_analysis(const LoadedRecord& loaded, bool json, const Catalogue& c) {
  const CheckResult& result = loaded.file.result;
  const Record& record = *result.record;
  const auto players = record.all_players();
  if (players.size() != 2) {
    print_error(
        command_error(Code::bad_option,
                      Message("chopsticks.solve.two-players").with("file", loaded.file.name)),
        c);
    return kExitUnreadable;
  }
  const ChopsticksTable table(record.rules);
  std::vector<ChopsticksMoveAnalysis> moves;
  for (const HandStep& step : result.hand_steps)
    moves.push_back(analyze_move(table, step.before, step.move));
  const int exit_code = exit_code_of(result.status);

  if (json) {
    Json list = Json::array();
    for (size_t i = 0; i < moves.size(); ++i) {
      const HandStep& step = result.hand_steps[i];
      const ChopsticksMoveAnalysis& m = moves[i];
      list.push_back({{"number", step.number},
                      {"player", players[static_cast<size_t>(step.player)]->name},
                      {"move", move_notation(step.move, 2, nullptr)},
                      {"kind", step.move.kind == ChopsticksMove::Kind::touch ? "touch" : "split"},
                      {"before", value_json(m.before)},
                      {"after", value_json(m.after)},
                      {"mistake", m.mistake},
                      {"best", m.best ? Json(move_notation(*m.best, 2, nullptr)) : Json()}});
    }
    std::cout << json_document({{"file", loaded.file.name},
                                {"title", record.title},
                                {"game", "chopsticks"},
                                {"rules", rules_json(record.rules)},
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
                      .with("first", players[0]->name)
                      .with("second", players[1]->name))
      << "\n"
      << c.format(Message("chopsticks.analyze.rules")
                      .with("rules", handout::rules_text(record.rules, c))
                      .with("start", value_text(table.start(), players[0]->name, c)))
      << "\n"
      << scope_text(loaded, "analyze", c);
  size_t name_width = 0;
  for (const PlayerEntry* p : players) name_width = std::max(name_width, display_width(p->name));
  for (size_t i = 0; i < moves.size(); ++i) {
    const HandStep& step = result.hand_steps[i];
    const ChopsticksMoveAnalysis& m = moves[i];
    out << (step.number < 10    ? "  "
            : step.number < 100 ? " "
                                : "")
        << step.number << ". "
        << pad_to_width(players[static_cast<size_t>(step.player)]->name, name_width) << "  "
        << pad_to_width(move_notation(step.move, 2, nullptr), 3) << "  "
        << (m.mistake ? "? " : "  ") << short_value(m.before, c) << " \u2192 "
        << short_value(m.after, c);
    if (m.best)
      out << "  "
          << c.format(Message("chopsticks.analyze.best")
                          .with("move", move_notation(*m.best, 2, nullptr)));
    out << "\n";
  }
  out << c.text("chopsticks.analyze.legend") << "\n";
  std::cout << out.str();
  return exit_code;
}

}  // namespace lucas::cli
