// The Chopsticks table: solving all 225 positions of one variant by retrograde analysis, against
// its floor, generating every position's legal moves once (what any solver must do).
#include <benchmark/benchmark.h>

#include "game/chopsticks.h"
#include "solve/chopsticks_table.h"

namespace {

using lucas::ChopsticksPosition;
using lucas::ChopsticksRules;
using lucas::ChopsticksTable;

ChopsticksRules rules_of(const benchmark::State& state) {
  return lucas::all_chopsticks_rules()[static_cast<size_t>(state.range(0))];
}

void BM_SolveTable(benchmark::State& state) {
  const ChopsticksRules rules = rules_of(state);
  for (auto _ : state) {
    ChopsticksTable table(rules);
    benchmark::DoNotOptimize(table.start());
  }
}
// 0: the page's standard rules (cutoff, splits, resurrection, no suicide); 8: rollover.
BENCHMARK(BM_SolveTable)->Arg(0)->Arg(1)->Arg(8)->Unit(benchmark::kMicrosecond);

void BM_Floor_LegalMovesOfEveryPosition(benchmark::State& state) {
  const ChopsticksRules rules = rules_of(state);
  for (auto _ : state) {
    size_t moves = 0;
    for (int i = 0; i < ChopsticksTable::kPositions; ++i) {
      const ChopsticksPosition p{{ChopsticksTable::pair_hands(i / ChopsticksTable::kPairs),
                                  ChopsticksTable::pair_hands(i % ChopsticksTable::kPairs)},
                                 0};
      moves += lucas::legal_moves(rules, p).size();
    }
    benchmark::DoNotOptimize(moves);
  }
}
BENCHMARK(BM_Floor_LegalMovesOfEveryPosition)
    ->Arg(0)
    ->Arg(1)
    ->Arg(8)
    ->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
