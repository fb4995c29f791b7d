// lucas analyze on a whole 5x5-box game (60 moves): the target is every position from the
// moment 25 lines remain solved exactly, and the whole analysis under 10 s. The record comes
// from the benchmarks' deterministic game; the floor is checking the same record.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "check/checker.h"
#include "game/position.h"
#include "game_text.h"
#include "solve/analysis.h"
#include "solve/level_match.h"

namespace {

const lucas::CheckResult& game_5x5() {
  static const lucas::CheckResult result = lucas::check_text(lucas::bench::whole_game_record(5, 5));
  return result;
}

// Analyses a whole game per iteration and reports from how many lines left it was solved
// exactly (the target: every position from 25 lines left).
void analyze_whole_game(benchmark::State& state, const lucas::Board& board,
                        const std::vector<lucas::Line>& lines) {
  for (auto _ : state) {
    const lucas::GameAnalysis analysis = lucas::analyze_game(board, lines, lucas::AnalysisBudget{});
    const int first = analysis.first_solved;
    const int left = first < static_cast<int>(analysis.moves.size())
                         ? analysis.moves[static_cast<size_t>(first)].lines_left
                         : 0;
    state.counters["solved_from_lines_left"] = left;
    state.counters["nodes"] = static_cast<double>(analysis.stats.nodes);
    if (left < 25) state.SkipWithError("fewer than 25 lines left at the first solved position");
  }
}

void BM_Floor_Check_5x5(benchmark::State& state) {
  const std::string text = lucas::bench::whole_game_record(5, 5);
  for (auto _ : state) benchmark::DoNotOptimize(lucas::check_text(text));
}

void BM_Analyze_5x5(benchmark::State& state) {
  const lucas::CheckResult& result = game_5x5();
  if (result.status != lucas::Status::finished) {
    state.SkipWithError("the benchmark game is not a finished valid record");
    return;
  }
  std::vector<lucas::Line> lines;
  const auto& game = std::get<lucas::DotsAndBoxesReplay>(result.replay);
  for (const lucas::DotsAndBoxesStep& step : game.steps) lines.push_back(step.line);
  analyze_whole_game(state, *game.board, lines);
}

// A livelier 5x5 game: captures first, then random safe lines, then random offers (fixed seed),
// so that the endgame has real chains and loops to count.
std::vector<lucas::Line> safe_first_game(const lucas::Board& board, unsigned seed) {
  std::mt19937 random(seed);
  lucas::Position position(board);
  std::vector<lucas::Line> lines;
  while (!position.is_over()) {
    std::vector<lucas::Line> captures, safe, other;
    for (int l = 0; l < board.line_count(); ++l) {
      const lucas::Line line{l};
      if (position.is_drawn(line)) continue;
      int most = 0;
      for (lucas::Box box : board.boxes_of(line))
        if (box.index >= 0) most = std::max(most, position.sides_drawn(box));
      (most == 3 ? captures : most == 2 ? other : safe).push_back(line);
    }
    const auto& pool = !captures.empty() ? captures : !safe.empty() ? safe : other;
    const lucas::Line line = pool[random() % pool.size()];
    lines.push_back(line);
    position.play(line);
  }
  return lines;
}

void BM_Analyze_5x5_SafeFirst(benchmark::State& state) {
  const lucas::Board board(6, 6);
  const std::vector<lucas::Line> lines =
      safe_first_game(board, static_cast<unsigned>(state.range(0)));
  analyze_whole_game(state, board, lines);
}

// 20 games of 5x5 boxes between the levels (medium against hard, each starting half of them,
// fixed seeds), each analysed within the default 6 s on 1 or 2 threads (the argument): from how
// many lines left the values are exact, the median and the worst of the 20 (the target: 45).
void BM_Analyze_5x5_LevelGames(benchmark::State& state) {
  const lucas::Board board(6, 6);
  static const std::vector<std::vector<lucas::Line>> games = [&] {
    std::vector<std::vector<lucas::Line>> out;
    for (int g = 0; g < 20; ++g)
      out.push_back(lucas::play_level_game(board, false, {lucas::Level::medium, lucas::Level::hard},
                                           g % 2, static_cast<std::uint64_t>(1000 + g), {})
                        .lines);
    return out;
  }();
  for (auto _ : state) {
    std::vector<int> from;
    double nodes = 0;
    for (const auto& lines : games) {
      lucas::AnalysisBudget budget;
      budget.threads = static_cast<int>(state.range(0));
      const lucas::GameAnalysis analysis = lucas::analyze_game(board, lines, budget);
      const int first = analysis.first_solved;
      from.push_back(first < static_cast<int>(analysis.moves.size())
                         ? analysis.moves[static_cast<size_t>(first)].lines_left
                         : 0);
      nodes += static_cast<double>(analysis.stats.nodes);
    }
    std::sort(from.begin(), from.end());
    state.counters["median_lines_left"] = (from[9] + from[10]) / 2.0;
    state.counters["worst_lines_left"] = from.front();
    state.counters["best_lines_left"] = from.back();
    state.counters["nodes"] = nodes;
  }
}

BENCHMARK(BM_Floor_Check_5x5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Analyze_5x5)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_Analyze_5x5_LevelGames)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kSecond)
    ->Iterations(1)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK(BM_Analyze_5x5_SafeFirst)->Unit(benchmark::kSecond)->Iterations(1)->DenseRange(1, 5);

}  // namespace

BENCHMARK_MAIN();
