#include "present/hint_text.h"

#include <optional>

#include "check/check_text.h"
#include "game/notation.h"
#include "present/analysis_text.h"
#include "present/board_words.h"

namespace lucas {

namespace {

// Whether a Dots-and-Boxes record is played in misère (a hint is of Dots and Boxes only).
bool misere(const Record& record) { return std::get<DotsAndBoxesRecord>(record.part).misere; }

// The sentence that explains the best move, from what it does and what the position offers.
std::string why(const RecordHint& given, const Catalogue& catalogue) {
  const Hint& hint = *given.hint;
  const StrategyFacts& facts = hint.facts;
  if (!given.best_kind) {
    // Beyond the budget: the strategy sheet's advice alone.
    if (!facts.takeable.empty()) return catalogue.text("hint.why.facts.take");
    if (!facts.safe_lines.empty())
      return catalogue.format(
          Message(facts.mover_wants_odd ? "hint.why.facts.safe-odd" : "hint.why.facts.safe-even")
              .count("count", static_cast<long long>(facts.safe_lines.size())));
    return catalogue.text("hint.why.facts.open-smallest");
  }
  switch (*given.best_kind) {
    case MoveKind::double_dealing:
      return catalogue.text("hint.why.double-dealing");
    case MoveKind::capture:
    case MoveKind::double_cross:
      return catalogue.text(given.refusal_possible ? "hint.why.take-all" : "hint.why.capture");
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

// The strategy sheet's advice is normal play's: it would mislead in a misère game, which gets
// its exact value and best moves only.
std::string because(const RecordHint& hint, const Catalogue& catalogue) {
  return misere(*hint.file.result.record) ? std::string() : why(hint, catalogue);
}

std::string to_move_text(const RecordHint& hint, const Catalogue& catalogue) {
  const Record& record = *hint.file.result.record;
  return catalogue.format(Message("hint.to-move")
                              .with("player", player_name(record, hint.to_move))
                              .count("left", hint.lines_left)
                              .with("first", record.players[0].name)
                              .with("a", hint.score[0])
                              .with("second", record.players[1].name)
                              .with("b", hint.score[1]));
}

std::string level_text(const RecordHint& hint, const Catalogue& catalogue) {
  const Board& board = *std::get<DotsAndBoxesReplay>(hint.file.result.replay).board;
  const std::string level = catalogue.text(std::string("level.") + level_name(*hint.request.level));
  std::string out = catalogue.format(Message("hint.level.title").with("level", level)) + "\n" +
                    scope_text(hint.file.result, hint.findings, "hint", catalogue);
  if (hint.level_move)
    out += to_move_text(hint, catalogue) + "\n" +
           catalogue.format(Message("hint.level.move")
                                .with("level", level)
                                .with("line", line_name(board, *hint.level_move))) +
           "\n";
  else
    out += catalogue.text("hint.over") + "\n";
  return out +
         catalogue.format(
             Message("hint.level.seed").with("seed", std::to_string(hint.request.seed))) +
         "\n";
}

std::string exact_text(const RecordHint& given, const Catalogue& catalogue) {
  const std::string scope = scope_text(given.file.result, given.findings, "hint", catalogue);
  if (given.over) return scope + catalogue.text("hint.over") + "\n";
  const Record& record = *given.file.result.record;
  const Board& board = *std::get<DotsAndBoxesReplay>(given.file.result.replay).board;
  const Hint& hint = *given.hint;
  std::string out =
      catalogue.text("hint.title") + "\n" + scope + to_move_text(given, catalogue) + "\n";
  if (hint.value) {
    out +=
        catalogue.format(Message("hint.best")
                             .count("count", static_cast<long long>(hint.best.size()))
                             .with("lines", line_list(board, hint.best, catalogue))) +
        "\n" +
        catalogue.format(Message("hint.value")
                             .count("count", *hint.value)
                             .with("value", signed_text(*hint.value))
                             .with("player", player_name(record, given.to_move))
                             .with("outcome", outcome_text(record, *hint.predicted, catalogue))) +
        "\n";
  } else if (misere(record)) {
    out += catalogue.text("hint.misere.no-value") + "\n";
  } else {
    out += no_value_text(hint, board, given.request.seconds, catalogue) + "\n";
  }
  if (!misere(record))
    out += catalogue.format(Message("hint.why").with("text", because(given, catalogue))) + "\n";
  return out;
}

}  // namespace

std::string hint_text(const RecordHint& hint, const Catalogue& given) {
  std::optional<Catalogue> cells;
  const Catalogue& catalogue =
      catalogue_for(*std::get<DotsAndBoxesReplay>(hint.file.result.replay).board, given, cells);
  return hint.request.level ? level_text(hint, catalogue) : exact_text(hint, catalogue);
}

Json hint_json(const RecordHint& given, const Catalogue& language) {
  std::optional<Catalogue> cells;
  const Catalogue& catalogue =
      catalogue_for(*std::get<DotsAndBoxesReplay>(given.file.result.replay).board, language, cells);
  const CheckResult& result = given.file.result;
  const Record& record = *result.record;
  const Board& board = *std::get<DotsAndBoxesReplay>(result.replay).board;
  // What every answer starts with: the record and how far it was followed.
  Json document = {{"file", given.file.name},
                   {"status", status_name(result.status)},
                   {"misere", misere(record)},
                   {"diagnostics", diagnostics_json(given.findings, catalogue)},
                   {"stopped", stopped_json(result)}};
  if (given.request.level) {
    const std::optional<Line>& move = given.level_move;
    document.update({{"over", given.over},
                     {"to_move", move ? Json(player_name(record, given.to_move)) : Json()},
                     {"level", level_name(*given.request.level)},
                     {"seed", given.request.seed},
                     {"move", move ? Json(line_name(board, *move)) : Json()}});
    return document;
  }
  if (given.over) {
    document.update({{"over", true},
                     {"to_move", nullptr},
                     {"value", nullptr},
                     {"best", nullptr},
                     {"solved", false},
                     {"no_value", nullptr},
                     {"safe_lines", nullptr},
                     {"long_chains", nullptr},
                     {"loops", nullptr},
                     {"why", nullptr}});
    return document;
  }
  const Hint& hint = *given.hint;
  Json best;  // null when not solved
  if (hint.value) {
    best = Json::array();
    for (Line line : hint.best) best.push_back(line_name(board, line));
  }
  const char* no_value = unsolved_name(hint.unsolved);
  document.update({{"over", false},
                   {"to_move", player_name(record, given.to_move)},
                   {"value", hint.value ? Json(*hint.value) : Json()},
                   {"best", std::move(best)},
                   {"solved", hint.value.has_value()},
                   {"no_value", no_value ? Json(no_value) : Json()},
                   {"safe_lines", misere(record) ? Json() : Json(hint.facts.safe_lines.size())},
                   {"long_chains", misere(record) ? Json() : Json(hint.facts.long_chains)},
                   {"loops", misere(record) ? Json() : Json(hint.facts.loops)},
                   {"why", misere(record) ? Json() : Json(because(given, catalogue))}});
  return document;
}

}  // namespace lucas
