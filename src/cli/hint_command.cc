// lucas hint RECORD ("Que jouerait un maître ?"): the best moves at the end of a record, the
// value, and one sentence of why.
#include <iostream>
#include <sstream>

#include "check/report.h"
#include "cli/analysis_text.h"
#include "cli/app.h"
#include "game/notation.h"
#include "text/json.h"

namespace lucas::cli {

namespace {

struct HintOptions {
  std::string file;
  std::string format = "text";
  double seconds = AnalysisBudget{}.seconds;
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

int run_hint(const HintOptions& options, const Catalogue& catalogue) {
  const LoadedRecord loaded = load_record(options.file, catalogue);
  if (loaded.failure) return *loaded.failure;
  const Record& record = *loaded.file.result.record;
  const Board& board = *loaded.file.result.board;
  Position position(board);
  for (Line line : loaded.lines) position.play(line);
  const bool json = options.format == "json";
  if (position.is_over()) {
    if (json)
      std::cout << json_document({{"file", loaded.file.name},
                                  {"over", true},
                                  {"to_move", nullptr},
                                  {"value", nullptr},
                                  {"best", nullptr},
                                  {"solved", false},
                                  {"safe_lines", nullptr},
                                  {"long_chains", nullptr},
                                  {"loops", nullptr},
                                  {"why", nullptr}});
    else
      std::cout << catalogue.text("hint.over") << "\n";
    return kExitOk;
  }
  AnalysisBudget budget = default_budget();
  budget.seconds = options.seconds;
  if (record.misere) budget.max_lines_left = -1;
  const Hint hint = hint_after(board, loaded.lines, budget);
  const std::string& mover = player_name(record, position.to_move());
  const std::string because = why(position, hint, catalogue);
  std::optional<std::array<int, 2>> totals;
  if (hint.value) {
    const int left =
        board.box_count() - position.score(Player::first) - position.score(Player::second);
    const int gets = (left + *hint.value) / 2;
    std::array<int, 2> t{position.score(Player::first), position.score(Player::second)};
    t[static_cast<size_t>(index_of(position.to_move()))] += gets;
    t[static_cast<size_t>(index_of(opponent(position.to_move())))] += left - gets;
    totals = t;
  }

  if (json) {
    Json best;  // null when not solved
    if (hint.value) {
      best = Json::array();
      for (Line line : hint.best) best.push_back(line_name(board, line));
    }
    std::cout << json_document({{"file", loaded.file.name},
                                {"over", false},
                                {"to_move", mover},
                                {"value", hint.value ? Json(*hint.value) : Json()},
                                {"best", std::move(best)},
                                {"solved", hint.value.has_value()},
                                {"safe_lines", hint.facts.safe_lines.size()},
                                {"long_chains", hint.facts.long_chains},
                                {"loops", hint.facts.loops},
                                {"why", because}});
    return kExitOk;
  }
  std::cout << catalogue.text("hint.title") << "\n"
            << catalogue.format(Message("hint.to-move")
                                    .with("player", mover)
                                    .count("left", position.lines_left())
                                    .with("first", record.players[0].name)
                                    .with("a", position.score(Player::first))
                                    .with("second", record.players[1].name)
                                    .with("b", position.score(Player::second)))
            << "\n";
  if (hint.value) {
    std::cout << catalogue.format(Message("hint.best")
                                      .count("count", static_cast<long long>(hint.best.size()))
                                      .with("lines", line_list(board, hint.best, catalogue)))
              << "\n"
              << catalogue.format(Message("hint.value")
                                      .count("count", *hint.value)
                                      .with("value", signed_text(*hint.value))
                                      .with("player", mover)
                                      .with("outcome", outcome_text(record, *totals, catalogue)))
              << "\n";
  } else {
    std::cout << (record.misere ? catalogue.text("analyze.misere")
                  : hint.timed_out
                      ? catalogue.format(
                            Message("hint.not-solved")
                                .with("seconds", decimal_text(options.seconds, catalogue)))
                      : catalogue.text("hint.unsolved"))
              << "\n";
  }
  std::cout << catalogue.format(Message("hint.why").with("text", because)) << "\n";
  return kExitOk;
}

}  // namespace

void add_hint_command(CLI::App& app, Context& context) {
  auto options = std::make_shared<HintOptions>();
  CLI::App* command = app.add_subcommand("hint", context.text("cli.hint.description"));
  add_analysis_options(*command, options->file, options->format, options->seconds, context);
  add_language_option(*command, context);
  command->callback(
      [options, &context] { context.exit_code = run_hint(*options, context.catalogue()); });
}

}  // namespace lucas::cli
