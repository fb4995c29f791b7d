#include "present/record_analysis_text.h"

#include <array>
#include <optional>
#include <sstream>

#include "check/check_text.h"
#include "game/notation.h"
#include "game/position.h"
#include "present/analysis_text.h"
#include "present/board_words.h"
#include "present/chopsticks_analysis_text.h"
#include "text/display_width.h"

namespace lucas {

namespace {

std::string kind_text(MoveKind kind, const Catalogue& catalogue) {
  return catalogue.text(std::string("analyze.kind.") + kind_name(kind));
}

// "move 12: Noé opened a chain (D-H); from here Mia wins 5–3 with best play".
std::string turning_text(const Record& record, const Board& board, const GameAnalysis& analysis,
                         const Catalogue& catalogue) {
  if (!analysis.turning_point) {
    if (!analysis.predicted_at_start) return catalogue.text("analyze.turning.unknown");
    const int from = analysis.first_solved + 1;
    return catalogue.format(
        Message("analyze.turning.none")
            .with("move", from)
            .with("outcome", outcome_text(record, *analysis.predicted_at_start, catalogue)));
  }
  const MoveAnalysis& move = analysis.moves[static_cast<size_t>(analysis.turning_point->move)];
  return catalogue.format(
      Message("analyze.turning")
          .with("move", move.number)
          .with("player", player_name(record, move.player))
          .with("action",
                catalogue.format(Message(std::string("analyze.action.") + kind_name(move.kind))
                                     .with("line", line_name(board, move.line))))
          .with("outcome", outcome_text(record, analysis.turning_point->predicted, catalogue)));
}

// One move's line of the table.
std::string move_text(const MoveAnalysis& move, const Record& record, const Board& board,
                      const GameAnalysis& analysis, const std::array<size_t, 3>& widths,
                      const Catalogue& catalogue) {
  std::string out = std::string(move.number < 10    ? 2
                                : move.number < 100 ? 1
                                                    : 0,
                                ' ') +
                    std::to_string(move.number) + ". " +
                    pad_to_width(player_name(record, move.player), widths[0]) + "  " +
                    pad_to_width(line_name(board, move.line), widths[1]) + "  ";
  out += pad_to_width(kind_text(move.kind, catalogue), widths[2]) + "  " +
         pad_to_width(mark_text(move.mark), 2);
  const std::string not_solved = not_solved_text(analysis.budget_seconds, catalogue);
  if (move.value_before) {
    out += "  " + signed_text(*move.value_before) + " \u2192 " + signed_text(*move.value_after);
    if (*move.cost > 0)
      out +=
          "  " + catalogue.format(Message("analyze.cost")
                                      .count("cost", *move.cost)
                                      .with("best", move.best_unsolved
                                                        ? not_solved
                                                        : line_list(board, move.best, catalogue)));
  } else {
    out += "  " + (analysis.unsolved == Unsolved::budget ? not_solved : std::string("\u2014"));
  }
  return out;
}

// The sentence after the moves: the turning point, or for a record analysed from the empty
// board, who wins from it. Empty when there is none to say (an unvalued start).
std::optional<std::string> result_text(const Record& record, const Board& board,
                                       const GameAnalysis& analysis, const Catalogue& catalogue) {
  if (analysis.moves.empty()) {
    if (!analysis.predicted_at_start) return std::nullopt;
    return catalogue.format(
        Message("analyze.start")
            .with("outcome", outcome_text(record, *analysis.predicted_at_start, catalogue)));
  }
  return catalogue.text("analyze.turning-label") + " " +
         turning_text(record, board, analysis, catalogue);
}

std::string game_text(const RecordAnalysis& analyzed, const Catalogue& catalogue) {
  const Record& record = *analyzed.file.result.record;
  const Board& board = *std::get<DotsAndBoxesReplay>(analyzed.file.result.replay).board;
  const GameAnalysis& analysis = std::get<GameAnalysis>(analyzed.game);
  std::ostringstream out;
  out << catalogue.format(Message("analyze.header")
                              .with("name", analyzed.file.name)
                              .with("first", record.players[0].name)
                              .with("second", record.players[1].name))
      << "\n"
      << scope_text(analyzed.file.result, analyzed.findings, "analyze", catalogue);
  std::array<size_t, 3> widths{0, 0, 0};
  for (const MoveAnalysis& move : analysis.moves) {
    widths[0] = std::max(widths[0], display_width(player_name(record, move.player)));
    widths[1] = std::max(widths[1], display_width(line_name(board, move.line)));
    widths[2] = std::max(widths[2], display_width(kind_text(move.kind, catalogue)));
  }
  for (const MoveAnalysis& move : analysis.moves)
    out << move_text(move, record, board, analysis, widths, catalogue) << "\n";
  if (auto result = result_text(record, board, analysis, catalogue)) out << *result << "\n";
  const int moves = static_cast<int>(analysis.moves.size());
  if (analysis.first_solved < moves) {
    out << catalogue.text(std::get<DotsAndBoxesRecord>(record.part).misere ? "analyze.legend-misere"
                                                                           : "analyze.legend")
        << "\n"
        << catalogue.format(
               Message("analyze.stats")
                   .with("move", analysis.first_solved + 1)
                   .with("left",
                         Message("analyze.lines-left")
                             .count("count",
                                    analysis.moves[static_cast<size_t>(analysis.first_solved)]
                                        .lines_left))
                   .count("nodes", static_cast<long long>(analysis.stats.nodes))
                   .with("seconds", decimal_text(analysis.seconds, catalogue)))
        << "\n";
  } else if (moves == 0 && analysis.predicted_at_start) {
    out << catalogue.format(
               Message("analyze.stats-start")
                   .with("left",
                         Message("analyze.lines-left").count("count", Position(board).lines_left()))
                   .count("nodes", static_cast<long long>(analysis.stats.nodes))
                   .with("seconds", decimal_text(analysis.seconds, catalogue)))
        << "\n";
  } else {
    out << no_value_text(analysis, board, catalogue) << "\n";
  }
  return out.str();
}

Json optional_json(const std::optional<int>& value) { return value ? Json(*value) : Json(); }

Json score_json(const std::optional<std::array<int, 2>>& score) {
  return score ? Json{(*score)[0], (*score)[1]} : Json();
}

Json lines_json(const Board& board, const std::vector<Line>& lines) {
  Json names = Json::array();
  for (Line line : lines) names.push_back(line_name(board, line));
  return names;
}

Json game_json(const RecordAnalysis& analyzed, const Catalogue& catalogue) {
  const CheckResult& result = analyzed.file.result;
  const GameAnalysis& analysis = std::get<GameAnalysis>(analyzed.game);
  const Record& record = *result.record;
  const Board& board = *std::get<DotsAndBoxesReplay>(result.replay).board;
  Json moves = Json::array();
  for (const MoveAnalysis& m : analysis.moves) {
    const bool solved = m.value_before && !m.best_unsolved;
    moves.push_back({{"number", m.number},
                     {"player", player_name(record, m.player)},
                     {"line", line_name(board, m.line)},
                     {"kind", kind_name(m.kind)},
                     {"value_before", optional_json(m.value_before)},
                     {"value_after", optional_json(m.value_after)},
                     {"cost", optional_json(m.cost)},
                     {"mark", mark_text(m.mark)},
                     {"best", solved ? lines_json(board, m.best) : Json()},
                     {"solved", solved},
                     {"score", {m.score[0], m.score[1]}}});
  }
  Json turning;  // null when there is none
  if (analysis.turning_point) {
    const TurningPoint& t = *analysis.turning_point;
    turning = {{"move", analysis.moves[static_cast<size_t>(t.move)].number},
               {"predicted", {t.predicted[0], t.predicted[1]}}};
  }
  const bool any_solved = analysis.first_solved < static_cast<int>(analysis.moves.size());
  const bool has_turning = !analysis.moves.empty();
  const char* no_value = unsolved_name(analysis.unsolved);
  return {{"file", analyzed.file.name},
          {"title", record.title},
          {"players", players_json(record)},
          {"status", status_name(result.status)},
          {"misere", std::get<DotsAndBoxesRecord>(record.part).misere},
          {"diagnostics", diagnostics_json(analyzed.findings, catalogue)},
          {"stopped", stopped_json(result)},
          {"moves", std::move(moves)},
          {"turning_point", std::move(turning)},
          {"turning_text",
           has_turning ? Json(turning_text(record, board, analysis, catalogue)) : Json()},
          {"predicted", score_json(analysis.predicted_at_start)},
          {"solved_from", any_solved ? Json(analysis.first_solved + 1) : Json()},
          {"no_value", no_value ? Json(no_value) : Json()},
          {"positions", analysis.stats.nodes},
          {"seconds", analysis.seconds},
          {"budget_seconds", analysis.budget_seconds}};
}

}  // namespace

std::string analysis_text(const RecordAnalysis& analysis, const Catalogue& given) {
  if (std::holds_alternative<ChopsticksAnalysis>(analysis.game))
    return chopsticks_analysis_text(analysis, given);
  std::optional<Catalogue> cells;
  return game_text(analysis,
                   catalogue_for(*std::get<DotsAndBoxesReplay>(analysis.file.result.replay).board,
                                 given, cells));
}

Json analysis_json(const RecordAnalysis& analysis, const Catalogue& given) {
  if (std::holds_alternative<ChopsticksAnalysis>(analysis.game))
    return chopsticks_analysis_json(analysis, given);
  std::optional<Catalogue> cells;
  return game_json(analysis,
                   catalogue_for(*std::get<DotsAndBoxesReplay>(analysis.file.result.replay).board,
                                 given, cells));
}

}  // namespace lucas
