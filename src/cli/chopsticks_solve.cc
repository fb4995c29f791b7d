#include "cli/chopsticks_solve.h"

#include <iostream>

#include "check/chopsticks_referee.h"
#include "cli/error_line.h"
#include "cli/input.h"
#include "cli/validators.h"
#include "game/chopsticks_notation.h"
#include "game/games.h"
#include "handout/replayed_hands.h"

namespace lucas::cli {

using handout::rules_text;

void add_chopsticks_rule_options(CLI::App& command, ChopsticksOptions& options,
                                 const Context& context) {
  options.given.push_back(
      command.add_option("--end", options.end, context.text("cli.chopsticks.end"))
          ->check(one_of({"cutoff", "rollover"}, context))
          ->default_str("cutoff"));
  options.given.push_back(
      command.add_option("--splits", options.splits, context.text("cli.chopsticks.splits"))
          ->check(one_of({"yes", "no"}, context))
          ->default_str("yes"));
  options.given.push_back(command
                              .add_option("--resurrection", options.resurrection,
                                          context.text("cli.chopsticks.resurrection"))
                              ->check(one_of({"yes", "no"}, context))
                              ->default_str("yes"));
  options.given.push_back(
      command.add_option("--suicide", options.suicide, context.text("cli.chopsticks.suicide"))
          ->check(one_of({"yes", "no"}, context))
          ->default_str("no"));
}

void add_chopsticks_options(CLI::App& command, ChopsticksOptions& options, const Context& context) {
  add_chopsticks_rule_options(command, options, context);
  options.record_option =
      command.add_option("--record", options.record, context.text("cli.chopsticks.record"));
  // The rules of a record are its own.
  for (CLI::Option* o : options.given) o->excludes(options.record_option);
  options.given.push_back(options.record_option);
}

bool chopsticks_option_given(const ChopsticksOptions& options) {
  for (const CLI::Option* o : options.given)
    if (o->count() > 0) return true;
  return false;
}

ChopsticksRules rules_of(const ChopsticksOptions& options) {
  return {options.end == "rollover" ? HandEnd::rollover : HandEnd::cutoff, options.splits == "yes",
          options.resurrection == "yes", options.suicide == "yes"};
}

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

namespace {

// The best move from the position a record's moves reached.
int solve_record(const std::string& path, bool json, const Catalogue& c) {
  const CheckedFile file =
      load_checked(path, c, json ? Findings::in_document : Findings::as_warnings);
  const CheckResult& r = file.result;
  if (r.status == Status::unreadable) return kExitUnreadable;
  const auto* game = std::get_if<ChopsticksReplay>(&r.replay);
  if (!game || r.record->players.size() != 2) {
    print_error(command_error(Code::bad_option, Message(!game ? "chopsticks.solve.not-chopsticks"
                                                              : "chopsticks.solve.two-players")
                                                    .with("file", file.name)),
                c);
    return kExitUnreadable;
  }
  const ChopsticksTable table(std::get<ChopsticksRecord>(r.record->part).rules);
  const ChopsticksPosition& position = game->hands;
  const auto& players = r.record->players;
  const std::string& mover = players[static_cast<size_t>(position.to_move)].name;
  const int last = r.moves_checked();
  const auto best = table.best_move(position);
  const ChopsticksValue value = table.value(position);
  if (json) {
    Json hands = Json::array();
    for (const Hands& h : position.hands) hands.push_back({h.left, h.right});
    std::cout << json_document(
        {{"game", std::string(game_entry(Game::chopsticks).word)},
         {"rules", rules_json(table.rules())},
         {"start", start_name(table.start())},
         {"positions", ChopsticksTable::kPositions},
         {"reachable", table.reachable()},
         {"record",
          {{"file", file.name},
           {"after", last},
           {"hands", hands},
           {"over", position.is_over()},
           {"next", position.is_over()
                        ? Json()
                        : Json(players[static_cast<size_t>(position.to_move)].initial)},
           {"value", position.is_over()
                         ? Json()
                         : Json(value.outcome == ChopsticksValue::ForMover::win    ? "win"
                                : value.outcome == ChopsticksValue::ForMover::loss ? "loss"
                                                                                   : "draw")},
           {"in", position.is_over() || value.outcome == ChopsticksValue::ForMover::draw
                      ? Json()
                      : Json(value.moves)},
           {"best", best ? Json(written(*best)) : Json()}}}});
    return exit_code_of(r.status);
  }
  std::cout << c.format(
                   Message("chopsticks.solve.rules").with("rules", rules_text(table.rules(), c)))
            << "\n";
  std::string hands;
  for (size_t i = 0; i < players.size(); ++i)
    hands += (i > 0 ? c.text("list.separator") : "") + players[i].name + " " +
             hands_text(position.hands[i]);
  if (position.is_over()) {
    std::cout << c.format(
                     Message("chopsticks.solve.over")
                         .with("last", last)
                         .with("hands", hands)
                         .with("winner", players[static_cast<size_t>(*position.winner())].name))
              << "\n";
    return exit_code_of(r.status);
  }
  std::cout << c.format(Message("chopsticks.solve.after")
                            .with("last", last)
                            .with("hands", hands)
                            .with("value", value_text(value, mover, c)))
            << "\n"
            << c.format(Message(best->kind == ChopsticksMove::Kind::split
                                    ? "chopsticks.solve.best-split"
                                    : "chopsticks.solve.best-touch")
                            .with("player", mover)
                            .with("move", written(*best)))
            << "\n";
  return exit_code_of(r.status);
}

}  // namespace

int run_chopsticks_solve(const ChopsticksOptions& options, bool json, const Catalogue& c) {
  if (!options.record.empty() || options.record_option->count() > 0)
    return solve_record(options.record, json, c);
  const ChopsticksTable table(rules_of(options));
  const ChopsticksValue start = table.start();
  const auto counts = table.counts();
  if (json) {
    std::cout << json_document(
        {{"game", std::string(game_entry(Game::chopsticks).word)},
         {"rules", rules_json(table.rules())},
         {"start", start_name(start)},
         {"moves", start.outcome == ChopsticksValue::ForMover::draw ? Json() : Json(start.moves)},
         {"positions", ChopsticksTable::kPositions},
         {"reachable", table.reachable()},
         {"won", counts[0]},
         {"lost", counts[1]},
         {"drawn", counts[2]},
         {"best", written(*table.best_move(ChopsticksPosition::start(2)))}});
    return kExitOk;
  }
  const char* key = start.outcome == ChopsticksValue::ForMover::win    ? "chopsticks.solve.first"
                    : start.outcome == ChopsticksValue::ForMover::loss ? "chopsticks.solve.second"
                                                                       : "chopsticks.solve.draw";
  std::cout << c.format(
                   Message("chopsticks.solve.rules").with("rules", rules_text(table.rules(), c)))
            << "\n"
            << c.format(Message("chopsticks.solve.positions")
                            .with("positions", ChopsticksTable::kPositions)
                            .with("reachable", table.reachable()))
            << "\n"
            << c.format(Message(key).count("moves", start.moves)) << "\n"
            << c.format(Message("chopsticks.solve.counts")
                            .with("won", counts[0])
                            .with("lost", counts[1])
                            .with("drawn", counts[2]))
            << "\n";
  return kExitOk;
}

}  // namespace lucas::cli
