#include "present/chopsticks_solve_text.h"

#include "game/chopsticks_notation.h"
#include "game/games.h"
#include "present/chopsticks_move_text.h"
#include "render/replayed_hands.h"

namespace lucas {

using render::rules_text;

Json rules_json(const ChopsticksRules& rules) {
  return {{"end", rules.end == HandEnd::cutoff ? "cutoff" : "rollover"},
          {"splits", rules.splits},
          {"resurrection", rules.resurrection},
          {"suicide", rules.suicide}};
}

std::string start_name(const ChopsticksValue& start) {
  switch (start.outcome) {
    case ChopsticksValue::ForMover::win:
      return "first";
    case ChopsticksValue::ForMover::loss:
      return "second";
    case ChopsticksValue::ForMover::draw:
      break;
  }
  return "draw";
}

std::string value_text(const ChopsticksValue& value, const std::string& player,
                       const Catalogue& c) {
  switch (value.outcome) {
    case ChopsticksValue::ForMover::win:
      return c.format(
          Message("chopsticks.value.win").with("player", player).count("moves", value.moves));
    case ChopsticksValue::ForMover::loss:
      return c.format(
          Message("chopsticks.value.loss").with("player", player).count("moves", value.moves));
    case ChopsticksValue::ForMover::draw:
      break;
  }
  return c.format(Message("chopsticks.value.draw").with("player", player));
}

std::string short_value(const ChopsticksValue& v, const Catalogue& c) {
  if (v.outcome == ChopsticksValue::ForMover::draw) return c.text("chopsticks.short.draw");
  return c.format(Message(v.outcome == ChopsticksValue::ForMover::win ? "chopsticks.short.win"
                                                                      : "chopsticks.short.loss")
                      .with("moves", v.moves));
}

std::string chopsticks_solve_text(const ChopsticksSolve& solve, const Catalogue& c) {
  const ChopsticksValue& start = solve.start;
  const char* key = start.outcome == ChopsticksValue::ForMover::win    ? "chopsticks.solve.first"
                    : start.outcome == ChopsticksValue::ForMover::loss ? "chopsticks.solve.second"
                                                                       : "chopsticks.solve.draw";
  return c.format(
             Message("chopsticks.solve.rules").with("rules", rules_text(solve.table.rules(), c))) +
         "\n" +
         c.format(Message("chopsticks.solve.positions")
                      .with("positions", ChopsticksTable::kPositions)
                      .with("reachable", solve.table.reachable())) +
         "\n" + c.format(Message(key).count("moves", start.moves)) + "\n" +
         c.format(Message("chopsticks.solve.counts")
                      .with("won", solve.counts[0])
                      .with("lost", solve.counts[1])
                      .with("drawn", solve.counts[2])) +
         "\n";
}

Json chopsticks_solve_json(const ChopsticksSolve& solve) {
  const ChopsticksValue& start = solve.start;
  return {{"game", std::string(game_entry(Game::chopsticks).word)},
          {"rules", rules_json(solve.table.rules())},
          {"start", start_name(start)},
          {"moves", start.outcome == ChopsticksValue::ForMover::draw ? Json() : Json(start.moves)},
          {"positions", ChopsticksTable::kPositions},
          {"reachable", solve.table.reachable()},
          {"won", solve.counts[0]},
          {"lost", solve.counts[1]},
          {"drawn", solve.counts[2]},
          {"best", written(solve.best)}};
}

std::string chopsticks_record_solve_text(const ChopsticksRecordSolve& solve, const Catalogue& c) {
  const ChopsticksTable& table = *solve.table;
  const ChopsticksPosition& position = std::get<ChopsticksReplay>(solve.file.result.replay).hands;
  const auto& players = solve.file.result.record->players;
  const std::string& mover = players[static_cast<size_t>(position.to_move)].name;
  std::string out =
      c.format(Message("chopsticks.solve.rules").with("rules", rules_text(table.rules(), c))) +
      "\n";
  std::string hands;
  for (size_t i = 0; i < players.size(); ++i)
    hands += (i > 0 ? c.text("list.separator") : "") + players[i].name + " " +
             hands_text(position.hands[i]);
  if (position.is_over())
    return out +
           c.format(Message("chopsticks.solve.over")
                        .with("last", solve.last)
                        .with("hands", hands)
                        .with("winner", players[static_cast<size_t>(*position.winner())].name)) +
           "\n";
  return out +
         c.format(Message("chopsticks.solve.after")
                      .with("last", solve.last)
                      .with("hands", hands)
                      .with("value", value_text(solve.value, mover, c))) +
         "\n" +
         c.format(Message(solve.best->kind == ChopsticksMove::Kind::split
                              ? "chopsticks.solve.best-split"
                              : "chopsticks.solve.best-touch")
                      .with("player", mover)
                      .with("move", shown_move(*solve.best, c))) +
         "\n";
}

Json chopsticks_record_solve_json(const ChopsticksRecordSolve& solve) {
  const ChopsticksTable& table = *solve.table;
  const ChopsticksPosition& position = std::get<ChopsticksReplay>(solve.file.result.replay).hands;
  const Record& record = *solve.file.result.record;
  const auto& players = record.players;
  const ChopsticksValue& value = solve.value;
  Json hands = Json::array();
  for (const Hands& h : position.hands) hands.push_back({h.left, h.right});
  return {
      {"game", std::string(game_entry(Game::chopsticks).word)},
      {"rules", rules_json(table.rules())},
      {"start", start_name(table.start())},
      {"positions", ChopsticksTable::kPositions},
      {"reachable", table.reachable()},
      {"record",
       {{"file", solve.file.name},
        {"after", solve.last},
        {"hands", hands},
        {"over", position.is_over()},
        {"next", position.is_over() ? Json()
                                    : Json(players[static_cast<size_t>(position.to_move)].initial)},
        {"value", position.is_over()
                      ? Json()
                      : Json(value.outcome == ChopsticksValue::ForMover::win    ? "win"
                             : value.outcome == ChopsticksValue::ForMover::loss ? "loss"
                                                                                : "draw")},
        {"in", position.is_over() || value.outcome == ChopsticksValue::ForMover::draw
                   ? Json()
                   : Json(value.moves)},
        {"best", solve.best ? Json(written(*solve.best)) : Json()}}}};
}

}  // namespace lucas
