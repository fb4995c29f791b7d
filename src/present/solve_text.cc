#include "present/solve_text.h"

#include <cmath>
#include <cstdlib>

#include "game/border.h"
#include "game/notation.h"
#include "present/analysis_text.h"
#include "present/board_words.h"

namespace lucas {

namespace {

Message estimate_message(const char* key, const BoardSolveRequest& request,
                         const SolveEstimate& estimate, const Catalogue& catalogue) {
  const Board& board = request.board;
  return Message(key)
      .with("board", board_words(board))
      .count("lines", board.playable_line_count())
      .with("time", duration_text(estimate.seconds, catalogue))
      .with("positions", count_text(estimate.positions, catalogue))
      .with("seconds", decimal_text(request.seconds, catalogue))
      .with("memory", std::to_string(request.memory_mib));
}

}  // namespace

std::string solve_estimate_text(const BoardSolveRequest& request, const SolveEstimate& estimate,
                                const Catalogue& catalogue) {
  if (estimate.seconds > kClassHourSeconds)
    return catalogue.format(
        estimate_message("solve.beyond-reach-searching", request, estimate, catalogue));
  if (estimate.seconds >= 1)
    return catalogue.format(estimate_message("solve.estimate", request, estimate, catalogue));
  return {};
}

std::string solve_progress_text(const SolveStats& stats, double seconds,
                                const Catalogue& catalogue) {
  return catalogue.format(Message("solve.progress")
                              .count("nodes", static_cast<long long>(stats.nodes))
                              .with("seconds", decimal_text(seconds, catalogue)));
}

Diagnostic solve_refusal(const BoardSolve& solve, const Catalogue& catalogue) {
  if (solve.refused == SolveRefusal::board_too_big)
    return Diagnostic{
        Severity::error, Code::bad_board, {}, std::nullopt, board_too_big(solve.request.board)};
  return Diagnostic{
      Severity::error,
      Code::bad_option,
      {},
      std::nullopt,
      estimate_message(solve.refused == SolveRefusal::table_too_small ? "solve.table-too-small"
                                                                      : "solve.beyond-reach",
                       solve.request, solve.estimate, catalogue)};
}

std::string solve_text(const BoardSolve& solve, const Catalogue& catalogue) {
  const Board& board = solve.request.board;
  const bool misere = solve.request.misere;
  const FirstMoves& first = solve.first;
  std::string out =
      catalogue.format(
          Message("solve.board")
              .with("board", board_words(board))
              .with_text("border", "solve.border." + std::string(border_name(board.border())))
              .count("lines", board.playable_line_count())) +
      "\n";
  if (first.value) {
    const int value = net_for_first(*first.value, misere);
    // In misère the first player wins with fewer boxes: a negative value.
    const int lead = misere ? -value : value;
    std::string verdict = lead > 0   ? "solve.value.first"
                          : lead < 0 ? "solve.value.second"
                                     : "solve.value.draw";
    if (misere) verdict += "-misere";
    out += catalogue.format(
               Message(verdict).with("value", signed_text(value)).with("margin", std::abs(value))) +
           "\n" + catalogue.text("solve.first-moves") + "\n";
  } else {
    out += catalogue.format(
               Message(solve.interrupted ? "solve.stopped.interrupt" : "solve.stopped.seconds")
                   .with("seconds", decimal_text(solve.seconds, catalogue))) +
           "\n";
  }
  for (const FirstMove& move : first.moves)
    out += "  " + line_name(board, move.line) + "  " +
           (move.value ? signed_text(net_for_first(*move.value, misere))
                       : catalogue.text("solve.unsolved-move")) +
           (first.value && move.value == first.value ? "  *" : "") + "\n";
  return out +
         catalogue.format(
             Message("solve.stats")
                 .count("nodes", static_cast<long long>(solve.positions))
                 .with("seconds", decimal_text(solve.seconds, catalogue))
                 .with("memory", decimal_text(double(solve.table_bytes) / (1 << 20), catalogue))) +
         "\n";
}

Json solve_json(const BoardSolve& solve) {
  const Board& board = solve.request.board;
  const bool misere = solve.request.misere;
  const FirstMoves& first = solve.first;
  Json moves = Json::array();
  for (const FirstMove& move : first.moves)
    moves.push_back({{"line", line_name(board, move.line)},
                     {"value", move.value ? Json(net_for_first(*move.value, misere)) : Json()},
                     {"best", first.value.has_value() && move.value == first.value}});
  return {{"board", board_json(board)},
          {"border", border_name(board.border())},
          {"misere", misere},
          {"lines", board.playable_line_count()},
          {"value", first.value ? Json(net_for_first(*first.value, misere)) : Json()},
          {"solved", !first.stopped},
          {"stopped", !first.stopped ? Json() : Json(solve.interrupted ? "interrupt" : "seconds")},
          {"moves", std::move(moves)},
          {"positions", solve.positions},
          {"seconds", solve.seconds},
          {"table_bytes", solve.table_bytes},
          {"estimate",
           {{"seconds", solve.estimate.seconds},
            {"positions", std::llround(solve.estimate.positions)}}}};
}

}  // namespace lucas
