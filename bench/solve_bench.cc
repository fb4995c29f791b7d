// The exact solver from the empty board. Anchors (issue 6): a brute-force retrograde solver takes
// 1.07 s for 3x3 boxes and 154 s with 2 GB for 3x4; a published small C solver does 3x3 in
// 0.084 s. Targets: 3x3 < 0.05 s, 3x4 < 5 s, Swedish 4x4 < 5 s. The 4x4 open board (value 0) is
// registered but only run when asked for: --benchmark_filter=OpenFourByFour (it does not finish
// in 10 minutes; docs/analyze.md says how far it gets).
#include <benchmark/benchmark.h>

#include <string>

#include "solve/solver.h"

namespace {

void solve_empty(benchmark::State& state, int box_rows, int box_cols, lucas::Border border,
                 int expected, int table_bits) {
  const lucas::Board board(box_rows + 1, box_cols + 1, border);
  for (auto _ : state) {
    lucas::Solver solver(board, lucas::SolverOptions{.table_bits = table_bits});
    const auto value = solver.value(solver.board().predrawn());
    if (value != expected) {
      state.SkipWithError("wrong value");
      return;
    }
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}

void BM_Solve_3x3(benchmark::State& state) {
  solve_empty(state, 3, 3, lucas::Border::none, -3, 18);
}
void BM_Solve_3x4(benchmark::State& state) { solve_empty(state, 3, 4, lucas::Border::none, 0, 25); }
void BM_Solve_Swedish_4x4(benchmark::State& state) {
  solve_empty(state, 4, 4, lucas::Border::swedish, 0, 23);
}
void BM_Solve_OpenFourByFour(benchmark::State& state) {
  solve_empty(state, 4, 4, lucas::Border::none, 0, 29);  // 4 GiB
}

BENCHMARK(BM_Solve_3x3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve_3x4)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_Solve_Swedish_4x4)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  // The open 4x4 board runs for far longer than the others: only when a filter names it.
  if (benchmark::GetBenchmarkFilter().find("OpenFourByFour") != std::string::npos)
    benchmark::RegisterBenchmark("BM_Solve_OpenFourByFour", BM_Solve_OpenFourByFour)
        ->Unit(benchmark::kSecond)
        ->Iterations(1);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
