#include "present/chopsticks_solve_text.h"

#include "game/chopsticks_notation.h"
#include "handout/replayed_hands.h"

namespace lucas {

using handout::rules_text;

Json rules_json(const ChopsticksRules& rules) {
  return {{"end", rules.end == HandEnd::cutoff ? "cutoff" : "rollover"},
          {"splits", rules.splits},
          {"resurrection", rules.resurrection},
          {"suicide", rules.suicide}};
}

std::string start_name(const ChopsticksValue& start) {
  switch (start.outcome) {
    case ChopsticksValue::Outcome::win:
      return "first";
    case ChopsticksValue::Outcome::loss:
      return "second";
    case ChopsticksValue::Outcome::draw:
      break;
  }
  return "draw";
}

std::string move_notation(const ChopsticksMove& move, int players, const Record* record) {
  if (move.kind == ChopsticksMove::Kind::split) return hands_text(move.after);
  std::string out = touch_text(move.mine, move.theirs);
  if (players > 2 && record)
    out += " " + record->all_players()[static_cast<size_t>(move.target)]->initial;
  return out;
}

std::string value_text(const ChopsticksValue& value, const std::string& player,
                       const Catalogue& c) {
  switch (value.outcome) {
    case ChopsticksValue::Outcome::win:
      return c.format(
          Message("chopsticks.value.win").with("player", player).count("moves", value.moves));
    case ChopsticksValue::Outcome::loss:
      return c.format(
          Message("chopsticks.value.loss").with("player", player).count("moves", value.moves));
    case ChopsticksValue::Outcome::draw:
      break;
  }
  return c.format(Message("chopsticks.value.draw").with("player", player));
}

std::string short_value(const ChopsticksValue& v, const Catalogue& c) {
  if (v.outcome == ChopsticksValue::Outcome::draw) return c.text("chopsticks.short.draw");
  return c.format(Message(v.outcome == ChopsticksValue::Outcome::win ? "chopsticks.short.win"
                                                                     : "chopsticks.short.loss")
                      .with("moves", v.moves));
}

std::string chopsticks_solve_text(const ChopsticksSolve& solve, const Catalogue& c) {
  const ChopsticksValue& start = solve.start;
  const char* key = start.outcome == ChopsticksValue::Outcome::win    ? "chopsticks.solve.first"
                    : start.outcome == ChopsticksValue::Outcome::loss ? "chopsticks.solve.second"
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
  return {{"game", "chopsticks"},
          {"rules", rules_json(solve.table.rules())},
          {"start", start_name(start)},
          {"moves", start.outcome == ChopsticksValue::Outcome::draw ? Json() : Json(start.moves)},
          {"positions", ChopsticksTable::kPositions},
          {"reachable", solve.table.reachable()},
          {"won", solve.counts[0]},
          {"lost", solve.counts[1]},
          {"drawn", solve.counts[2]},
          {"best", move_notation(solve.best, 2, nullptr)}};
}

std::string chopsticks_record_solve_text(const ChopsticksRecordSolve& solve, const Catalogue& c) {
  const ChopsticksTable& table = *solve.table;
  const ChopsticksPosition& position = *solve.file.result.hands;
  const auto players = solve.file.result.record->all_players();
  const std::string& mover = players[static_cast<size_t>(position.to_move)]->name;
  std::string out =
      c.format(Message("chopsticks.solve.rules").with("rules", rules_text(table.rules(), c))) +
      "\n";
  std::string hands;
  for (size_t i = 0; i < players.size(); ++i)
    hands += (i > 0 ? c.text("list.separator") : "") + players[i]->name + " " +
             hands_text(position.hands[i]);
  if (position.is_over())
    return out +
           c.format(Message("chopsticks.solve.over")
                        .with("last", solve.last)
                        .with("hands", hands)
                        .with("winner", players[static_cast<size_t>(*position.winner())]->name)) +
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
                      .with("move", move_notation(*solve.best, 2, nullptr))) +
         "\n";
}

Json chopsticks_record_solve_json(const ChopsticksRecordSolve& solve) {
  const ChopsticksTable& table = *solve.table;
  const ChopsticksPosition& position = *solve.file.result.hands;
  const Record& record = *solve.file.result.record;
  const auto players = record.all_players();
  const ChopsticksValue& value = solve.value;
  Json hands = Json::array();
  for (const Hands& h : position.hands) hands.push_back({h.left, h.right});
  return {{"game", "chopsticks"},
          {"rules", rules_json(table.rules())},
          {"start", start_name(table.start())},
          {"positions", ChopsticksTable::kPositions},
          {"reachable", table.reachable()},
          {"record",
           {{"file", solve.file.name},
            {"after", solve.last},
            {"hands", hands},
            {"over", position.is_over()},
            {"next", position.is_over()
                         ? Json()
                         : Json(players[static_cast<size_t>(position.to_move)]->initial)},
            {"value", position.is_over()
                          ? Json()
                          : Json(value.outcome == ChopsticksValue::Outcome::win    ? "win"
                                 : value.outcome == ChopsticksValue::Outcome::loss ? "loss"
                                                                                   : "draw")},
            {"in", position.is_over() || value.outcome == ChopsticksValue::Outcome::draw
                       ? Json()
                       : Json(value.moves)},
            {"best", solve.best ? Json(move_notation(*solve.best, 2, &record)) : Json()}}}};
}

}  // namespace lucas
