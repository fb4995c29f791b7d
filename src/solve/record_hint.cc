#include "solve/record_hint.h"

#include "check/analysis_findings.h"
#include "game/position.h"
#include "solve/record_analysis.h"

namespace lucas {

RecordHint hint_record(const CheckedFile& file, const HintRequest& request) {
  RecordHint out{.file = file, .findings = analysis_findings(file.result), .request = request};
  const CheckResult& result = file.result;
  const DotsAndBoxesReplay& game = std::get<DotsAndBoxesReplay>(result.replay);
  const Board& board = *game.board;
  const bool misere = std::get<DotsAndBoxesRecord>(result.record->part).misere;
  std::vector<Line> lines;
  for (const DotsAndBoxesStep& step : game.steps) lines.push_back(step.line);
  Position position(board);
  for (Line line : lines) position.play(line);
  out.over = position.is_over();
  out.to_move = position.to_move();
  out.lines_left = position.lines_left();
  out.score = {position.score(Player::first), position.score(Player::second)};
  if (position.is_over()) return out;

  if (request.level) {
    // Master's budget is --seconds; with none, it has no exact solve to make and plays hard's
    // line (a zero budget would mean no limit to the solver).
    const Level plays =
        *request.level == Level::master && request.seconds <= 0 ? Level::hard : *request.level;
    ComputerPlayer player(board, misere, plays, request.seed,
                          SolveBudget{.max_seconds = request.seconds});
    out.level_move = player.choose(position);
    return out;
  }
  AnalysisBudget budget = default_budget();
  budget.seconds = request.seconds;
  budget.threads = request.threads;
  out.hint = hint_after(board, lines, budget, misere);
  if (!out.hint->best.empty()) {
    out.best_kind = move_kind(position, out.hint->best.front());
    for (int l = 0; l < board.line_count(); ++l)
      if (!position.is_drawn(Line{l}) && move_kind(position, Line{l}) == MoveKind::double_dealing)
        out.refusal_possible = true;
  }
  return out;
}

}  // namespace lucas
