// Checking a record against reading it: validation must be negligible next to parsing.
// The floor is a bare yaml-cpp YAML::Load of the same text; lucas check reads it with its own
// event-driven pass, replays the 60 moves and compares every claim.
#include <benchmark/benchmark.h>
#include <yaml-cpp/yaml.h>

#include "check/checker.h"
#include "game_text.h"

namespace {

const std::string& record_5x5() {
  static const std::string text = lucas::bench::whole_game_record(5, 5);
  return text;
}

void BM_Floor_YamlLoad_5x5(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(YAML::Load(record_5x5()));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * record_5x5().size()));
}

void BM_CheckText_5x5(benchmark::State& state) {
  if (lucas::check_text(record_5x5()).status != lucas::Status::finished) {
    state.SkipWithError("the benchmark game is not a finished valid record");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(lucas::check_text(record_5x5()));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * record_5x5().size()));
}

BENCHMARK(BM_Floor_YamlLoad_5x5);
BENCHMARK(BM_CheckText_5x5);

}  // namespace

BENCHMARK_MAIN();
