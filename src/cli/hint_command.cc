// lucas hint RECORD ("Que jouerait un maître ?"): the best moves at the end of a record, the
// value, and one sentence of why; with --level, the line one of the computer's levels draws.
#include <iostream>
#include <optional>
#include <sstream>

#include "check/report.h"
#include "cli/analysis_text.h"
#include "cli/app.h"
#include "cli/board_words.h"
#include "cli/level_option.h"
#include "game/notation.h"
#include "solve/level.h"
#include "text/json.h"

namespace lucas::cli {

namespace {

struct HintOptions {
  std::string file;
  std::string format = "text";
  double seconds = AnalysisBudget{}.seconds;
  std::string level;  ///< empty: the exact hint
  std::uint64_t seed = 0;
};

// The sentence that explains the best move, from what it does and what the position offers.
std::string why(const Position& position, const Hint& hint, const Catalogue& catalogue) {
  const StrategyFacts& facts = hint.facts;
  if (hint.best.empty()) {
    // Beyond the budget: the strategy sheet's advice alone.
    if (!facts.takeable.empty()) return catalogue.text("hint.why.facts.take");
    if (!facts.safe_lines.empty())
      return catalogue.format(
          Message(facts.mover_wants_odd ? "hint.why.facts.safe-odd" : "hint.why.facts.safe-even")
              .count("count", static_cast<long long>(facts.safe_lines.size())));
    return catalogue.text("hint.why.facts.open-smallest");
  }
  const MoveKind kind = move_kind(position, hint.best.front());
  bool refusal_possible = false;
  for (int l = 0; l < position.board().line_count(); ++l)
    if (!position.is_drawn(Line{l}) && move_kind(position, Line{l}) == MoveKind::double_dealing)
      refusal_possible = true;
  switch (kind) {
    case MoveKind::double_dealing:
      return catalogue.text("hint.why.double-dealing");
    case MoveKind::capture:
    case MoveKind::double_cross:
      return catalogue.text(refusal_possible ? "hint.why.take-all" : "hint.why.capture");
    case MoveKind::safe:
      return catalogue.text(facts.mover_wants_odd ? "hint.why.safe-odd" : "hint.why.safe-even");
    case MoveKind::sacrifice:
      return catalogue.text("hint.why.sacrifice");
    case MoveKind::loony:
      return catalogue.text("hint.why.loony");
  }
  return {};
}

// "No exact value: …": why the position has none, as it is, before the strategy sheet's advice.
std::string no_value_text(const Hint& hint, const Board& board, double seconds,
                          const Catalogue& catalogue) {
  switch (hint.unsolved) {
    case Unsolved::none:
      break;
    case Unsolved::no_time:
      return catalogue.text("hint.no-time");
    case Unsolved::board_too_big:
      return catalogue.format(Message("hint.too-big").with("reason", board_too_big(board)));
    case Unsolved::too_many_lines:
      return catalogue.text("hint.unsolved");
    case Unsolved::budget:
      return catalogue.format(
          Message("hint.not-solved").with("seconds", decimal_text(seconds, catalogue)));
  }
  return {};
}

int run_hint(const HintOptions& options, const Catalogue& given) {
  const bool json = options.format == "json";
  const LoadedRecord loaded = load_record(options.file, json, given);
  if (loaded.failure) return *loaded.failure;
  const CheckResult& result = loaded.file.result;
  const Record& record = *result.record;
  const Board& board = *std::get<DotsAndBoxesReplay>(result.replay).board;
  std::optional<Catalogue> cells;
  const Catalogue& catalogue = catalogue_for(board, given, cells);
  // The record's status, as lucas check gives it, once the hint is given.
  const int exit_code = exit_code_of(result.status);
  Position position(board);
  for (Line line : loaded.lines) position.play(line);
  // What every answer starts with: the record and how far it was followed.
  const Json about = {{"file", loaded.file.name},
                      {"status", status_name(result.status)},
                      {"misere", std::get<DotsAndBoxesRecord>(record.part).misere},
                      {"diagnostics", diagnostics_json(loaded.findings, catalogue)},
                      {"stopped", stopped_json(result)}};
  const std::string scope = scope_text(loaded, "hint", catalogue);
  auto answer = [&](Json fields) {
    Json document = about;
    document.update(fields);
    std::cout << json_document(document);
  };
  if (!options.level.empty()) {
    const Level level = *level_from_name(options.level);
    const std::string level_text = catalogue.text(std::string("level.") + level_name(level));
    const std::string seed = std::to_string(options.seed);
    std::optional<Line> move;
    if (!position.is_over()) {
      // Master's budget is --seconds; with none, it has no exact solve to make and plays hard's
      // line (a zero budget would mean no limit to the solver).
      const Level plays = level == Level::master && options.seconds <= 0 ? Level::hard : level;
      ComputerPlayer player(board, std::get<DotsAndBoxesRecord>(record.part).misere, plays,
                            options.seed, SolveBudget{.max_seconds = options.seconds});
      move = player.choose(position);
    }
    if (json) {
      answer({{"over", position.is_over()},
              {"to_move", move ? Json(player_name(record, position.to_move())) : Json()},
              {"level", level_name(level)},
              {"seed", options.seed},
              {"move", move ? Json(line_name(board, *move)) : Json()}});
      return exit_code;
    }
    std::cout << catalogue.format(Message("hint.level.title").with("level", level_text)) << "\n"
              << scope;
    if (move)
      std::cout << catalogue.format(Message("hint.to-move")
                                        .with("player", player_name(record, position.to_move()))
                                        .count("left", position.lines_left())
                                        .with("first", record.players[0].name)
                                        .with("a", position.score(Player::first))
                                        .with("second", record.players[1].name)
                                        .with("b", position.score(Player::second)))
                << "\n"
                << catalogue.format(Message("hint.level.move")
                                        .with("level", level_text)
                                        .with("line", line_name(board, *move)))
                << "\n";
    else
      std::cout << catalogue.text("hint.over") << "\n";
    std::cout << catalogue.format(Message("hint.level.seed").with("seed", seed)) << "\n";
    return exit_code;
  }
  if (position.is_over()) {
    if (json)
      answer({{"over", true},
              {"to_move", nullptr},
              {"value", nullptr},
              {"best", nullptr},
              {"solved", false},
              {"no_value", nullptr},
              {"safe_lines", nullptr},
              {"long_chains", nullptr},
              {"loops", nullptr},
              {"why", nullptr}});
    else
      std::cout << scope << catalogue.text("hint.over") << "\n";
    return exit_code;
  }
  const std::string& mover = player_name(record, position.to_move());
  const std::string to_move = catalogue.format(Message("hint.to-move")
                                                   .with("player", mover)
                                                   .count("left", position.lines_left())
                                                   .with("first", record.players[0].name)
                                                   .with("a", position.score(Player::first))
                                                   .with("second", record.players[1].name)
                                                   .with("b", position.score(Player::second)));
  AnalysisBudget budget = default_budget();
  budget.seconds = options.seconds;
  const Hint hint =
      hint_after(board, loaded.lines, budget, std::get<DotsAndBoxesRecord>(record.part).misere);
  // The strategy sheet's advice is normal play's: it would mislead in a misère game, which gets
  // its exact value and best moves only.
  const std::string because = std::get<DotsAndBoxesRecord>(record.part).misere
                                  ? std::string()
                                  : why(position, hint, catalogue);

  if (json) {
    Json best;  // null when not solved
    if (hint.value) {
      best = Json::array();
      for (Line line : hint.best) best.push_back(line_name(board, line));
    }
    const char* no_value = unsolved_name(hint.unsolved);
    answer(
        {{"over", false},
         {"to_move", mover},
         {"value", hint.value ? Json(*hint.value) : Json()},
         {"best", std::move(best)},
         {"solved", hint.value.has_value()},
         {"no_value", no_value ? Json(no_value) : Json()},
         {"safe_lines", std::get<DotsAndBoxesRecord>(record.part).misere
                            ? Json()
                            : Json(hint.facts.safe_lines.size())},
         {"long_chains",
          std::get<DotsAndBoxesRecord>(record.part).misere ? Json() : Json(hint.facts.long_chains)},
         {"loops",
          std::get<DotsAndBoxesRecord>(record.part).misere ? Json() : Json(hint.facts.loops)},
         {"why", std::get<DotsAndBoxesRecord>(record.part).misere ? Json() : Json(because)}});
    return exit_code;
  }
  std::cout << catalogue.text("hint.title") << "\n" << scope << to_move << "\n";
  if (hint.value) {
    std::cout << catalogue.format(Message("hint.best")
                                      .count("count", static_cast<long long>(hint.best.size()))
                                      .with("lines", line_list(board, hint.best, catalogue)))
              << "\n"
              << catalogue.format(
                     Message("hint.value")
                         .count("count", *hint.value)
                         .with("value", signed_text(*hint.value))
                         .with("player", mover)
                         .with("outcome", outcome_text(record, *hint.predicted, catalogue)))
              << "\n";
  } else if (std::get<DotsAndBoxesRecord>(record.part).misere) {
    std::cout << catalogue.text("hint.misere.no-value") << "\n";
  } else {
    std::cout << no_value_text(hint, board, options.seconds, catalogue) << "\n";
  }
  if (!std::get<DotsAndBoxesRecord>(record.part).misere)
    std::cout << catalogue.format(Message("hint.why").with("text", because)) << "\n";
  return exit_code;
}

}  // namespace

void add_hint_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<HintOptions>();
  CLI::App* command = app.add_subcommand("hint", context.text("cli.hint.description"));
  add_analysis_options(*command, options->file, options->format, options->seconds, context);
  command->add_option("--level", options->level, context.text("cli.hint.level"))
      ->check(level_check(context));
  add_seed_option(*command, options->seed, context);
  add_language_option(*command, context);
  command->callback([options, command, &context] {
    if (command->count("--seed") == 0) options->seed = seed_from_clock();
    context.exit_code = run_hint(*options, context.catalogue());
  });
}

}  // namespace lucas::cli
