#include "present/chopsticks_analysis_text.h"

#include <sstream>

#include "check/check_text.h"
#include "game/chopsticks_notation.h"
#include "game/games.h"
#include "present/analysis_text.h"
#include "present/chopsticks_move_text.h"
#include "present/chopsticks_solve_text.h"
#include "render/replayed_hands.h"
#include "solve/chopsticks_table.h"
#include "text/display_width.h"

namespace lucas {

namespace {

using ForMover = ChopsticksValue::ForMover;

Json value_json(const ChopsticksValue& v) {
  return {{"value", v.outcome == ForMover::win    ? "win"
                    : v.outcome == ForMover::loss ? "loss"
                                                  : "draw"},
          {"in", v.outcome == ForMover::draw ? Json() : Json(v.moves)}};
}

}  // namespace

Json chopsticks_analysis_json(const RecordAnalysis& analysis, const Catalogue& c) {
  const CheckResult& result = analysis.file.result;
  const Record& record = *result.record;
  const auto players = record.players;
  const auto& moves = std::get<ChopsticksAnalysis>(analysis.game).moves;
  Json list = Json::array();
  for (size_t i = 0; i < moves.size(); ++i) {
    const ChopsticksStep& step = std::get<ChopsticksReplay>(result.replay).steps[i];
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
  return {{"file", analysis.file.name},
          {"title", record.title},
          {"game", std::string(game_entry(Game::chopsticks).word)},
          {"rules", rules_json(std::get<ChopsticksRecord>(record.part).rules)},
          {"players", players_json(record)},
          {"status", status_name(result.status)},
          {"diagnostics", diagnostics_json(analysis.findings, c)},
          {"stopped", stopped_json(result)},
          {"start", value_json(std::get<ChopsticksAnalysis>(analysis.game).start)},
          {"moves", std::move(list)}};
}

std::string chopsticks_analysis_text(const RecordAnalysis& analysis, const Catalogue& c) {
  const CheckResult& result = analysis.file.result;
  const Record& record = *result.record;
  const auto players = record.players;
  const ChopsticksAnalysis& game = std::get<ChopsticksAnalysis>(analysis.game);
  const auto& moves = game.moves;
  std::ostringstream out;
  out << c.format(Message("analyze.header")
                      .with("name", analysis.file.name)
                      .with("first", players[0].name)
                      .with("second", players[1].name))
      << "\n"
      << c.format(Message("chopsticks.analyze.rules")
                      .with("rules",
                            render::rules_text(std::get<ChopsticksRecord>(record.part).rules, c))
                      .with("start", value_text(game.start, players[0].name, c)))
      << "\n"
      << scope_text(result, analysis.findings, "analyze", c);
  size_t name_width = 0;
  for (const PlayerEntry& p : players) name_width = std::max(name_width, display_width(p.name));
  for (size_t i = 0; i < moves.size(); ++i) {
    const ChopsticksStep& step = std::get<ChopsticksReplay>(result.replay).steps[i];
    const ChopsticksMoveAnalysis& m = moves[i];
    out << (step.number < 10    ? "  "
            : step.number < 100 ? " "
                                : "")
        << step.number << ". "
        << pad_to_width(players[static_cast<size_t>(step.player)].name, name_width) << "  "
        << pad_to_width(shown_move(step.move, c), 3) << "  " << (m.mistake ? "? " : "  ")
        << short_value(m.before, c) << " \u2192 " << short_value(m.after, c);
    if (m.best)
      out << "  "
          << c.format(Message("chopsticks.analyze.best").with("move", shown_move(*m.best, c)));
    out << "\n";
  }
  out << c.text("chopsticks.analyze.legend") << "\n";
  return out.str();
}

}  // namespace lucas
