#include "solve/record_analysis.h"

#include "check/analysis_findings.h"

namespace lucas {

AnalysisBudget default_budget() { return AnalysisBudget{}; }

GameAnalysis analyze_checked(const CheckResult& result, const AnalysisBudget& budget) {
  std::vector<Line> lines;
  const DotsAndBoxesReplay& game = std::get<DotsAndBoxesReplay>(result.replay);
  for (const DotsAndBoxesStep& step : game.steps) lines.push_back(step.line);
  return analyze_game(*game.board, lines, budget,
                      result.record && std::get<DotsAndBoxesRecord>(result.record->part).misere);
}

RecordAnalysis analyze_record(const CheckedFile& file, const AnalyzeRequest& request) {
  RecordAnalysis out{file, analysis_findings(file.result), GameAnalysis{}, std::nullopt};
  const CheckResult& result = file.result;
  const Record& record = *result.record;
  if (const auto* game = std::get_if<ChopsticksReplay>(&result.replay)) {
    if (record.players.size() != 2) {
      out.refused = Diagnostic{Severity::error,
                               Code::bad_option,
                               {},
                               std::nullopt,
                               Message("chopsticks.solve.two-players").with("file", file.name)};
      return out;
    }
    const ChopsticksTable table(std::get<ChopsticksRecord>(record.part).rules);
    ChopsticksAnalysis chopsticks{table.start(), {}};
    for (const ChopsticksStep& step : game->steps)
      chopsticks.moves.push_back(analyze_move(table, step.before, step.move));
    out.game = std::move(chopsticks);
    return out;
  }
  AnalysisBudget budget = default_budget();
  budget.seconds = request.seconds;
  budget.threads = request.threads;
  out.game = analyze_checked(result, budget);
  return out;
}

}  // namespace lucas
