// The hard level choosing its moves on 5x5 boxes, as in a game against a pupil: the target is
// a median under 0.2 s and a worst move under 1 s. The positions are those of a game between
// hard and medium (fixed seed), taken by one hard player in order, as in a game (its solver
// table kept between moves). The floor is medium choosing in the same positions: the rule of
// play without counting chains or solving, which every level pays.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "solve/level_match.h"

namespace {

// The positions before each of the hard side's moves in a hard-medium game, hard starting.
const std::vector<lucas::Position>& hard_positions() {
  static const std::vector<lucas::Position> positions = [] {
    static const lucas::Board board(6, 6);
    const lucas::LevelGame game =
        lucas::play_level_game(board, false, {lucas::Level::hard, lucas::Level::medium}, 0, 1, {});
    std::vector<lucas::Position> before;
    lucas::Position position(board);
    for (lucas::Line line : game.lines) {
      if (position.to_move() == lucas::Player::first) before.push_back(position);
      position.play(line);
    }
    return before;
  }();
  return positions;
}

void choose_all(benchmark::State& state, lucas::Level level) {
  const auto& positions = hard_positions();
  std::vector<double> seconds;
  for (auto _ : state) {
    lucas::ComputerPlayer player(positions.front().board(), false, level, 7, {});
    for (const lucas::Position& position : positions) {
      const auto started = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(player.choose(position));
      seconds.push_back(
          std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    }
  }
  std::sort(seconds.begin(), seconds.end());
  const double median = seconds[seconds.size() / 2];
  const double worst = seconds.back();
  state.counters["moves"] = static_cast<double>(positions.size());
  state.counters["median_s"] = median;
  state.counters["worst_s"] = worst;
  if (level == lucas::Level::hard && (median >= 0.2 || worst >= 1))
    state.SkipWithError("hard chose a 5x5 move too slowly (median 0.2 s, worst 1 s)");
}

void BM_Floor_MediumChooses_5x5(benchmark::State& state) {
  choose_all(state, lucas::Level::medium);
}

void BM_HardChooses_5x5(benchmark::State& state) { choose_all(state, lucas::Level::hard); }

BENCHMARK(BM_Floor_MediumChooses_5x5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HardChooses_5x5)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
