// The exact solver from the empty board. Anchors (issue 6): a brute-force retrograde solver takes
// 1.07 s for 3x3 boxes and 154 s with 2 GB for 3x4; a published small C solver does 3x3 in
// 0.084 s. Targets: 3x3 < 0.05 s, 3x4 < 5 s, Swedish 4x4 < 5 s; triangle 4 and hexagon 2 (30
// lines each) < 10 s in normal play, their misère solves measured (docs/analyze.md gives each as
// a multiple of the 3x3 solve, the floor the anchors were measured on). The 4x4 open board (value
// 0) is registered but only run when asked for: --benchmark_filter=OpenFourByFour (it does not
// finish in 10 minutes; docs/analyze.md says how far it gets), and so is triangle 4 in misère
// (--benchmark_filter=Triangle4_Misere, about 10 to 15 s, on one thread and on two with it). The
// _Threads benchmarks run the same search on 1 and 2 threads (wall time and the whole process's
// CPU time); the open 4x4 board's comes with the OpenFourByFour filter (a 1,792 MiB table, so
// that the process stays under 2 GiB), and so does the open 4x4 board without the chain moves
// (BM_Solve_OpenFourByFour_NoChainMoves, 4 GiB), to compare them on the same day; a 4x4 middle
// game's (BM_Solve_4x4_After6_Threads) with the 4x4_After filter.
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "solve/solver.h"

namespace {

constexpr std::uint64_t mib(std::uint64_t n) { return n << 20; }

void solve_empty(benchmark::State& state, int box_rows, int box_cols, lucas::Border border,
                 int expected, int table_mib) {
  const lucas::Board board(box_rows + 1, box_cols + 1, border);
  for (auto _ : state) {
    lucas::Solver solver(board, lucas::SolverOptions{.table_bytes = mib(table_mib)});
    const auto value = solver.value(solver.board().predrawn());
    if (value != expected) {
      state.SkipWithError("wrong value");
      return;
    }
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}

void solve_grid(benchmark::State& state, lucas::Grid grid, int size, bool misere, int expected,
                int table_mib) {
  const lucas::Board board(grid, size);
  for (auto _ : state) {
    lucas::Solver solver(board,
                         lucas::SolverOptions{.misere = misere, .table_bytes = mib(table_mib)});
    const auto value = solver.value(solver.board().predrawn());
    if (value != expected) {
      state.SkipWithError("wrong value");
      return;
    }
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}

void BM_Solve_3x3(benchmark::State& state) { solve_empty(state, 3, 3, lucas::Border::none, -3, 2); }
void BM_Solve_3x4(benchmark::State& state) {
  solve_empty(state, 3, 4, lucas::Border::none, 0, 256);
}
void BM_Solve_Swedish_4x4(benchmark::State& state) {
  solve_empty(state, 4, 4, lucas::Border::swedish, 0, 64);
}
void BM_Solve_Triangle4(benchmark::State& state) {
  solve_grid(state, lucas::Grid::triangle, 4, false, -2, 128);
}
void BM_Solve_Hexagon2(benchmark::State& state) {
  solve_grid(state, lucas::Grid::hexagon, 2, false, -3, 128);
}
void BM_Solve_Triangle4_Misere(benchmark::State& state) {
  solve_grid(state, lucas::Grid::triangle, 4, true, -2, 512);
}
void BM_Solve_Hexagon2_Misere(benchmark::State& state) {
  solve_grid(state, lucas::Grid::hexagon, 2, true, 3, 512);
}
void BM_Solve_OpenFourByFour(benchmark::State& state) {
  solve_empty(state, 4, 4, lucas::Border::none, 0, 4096);
}
// The same without the chain moves (SolverOptions::chain_moves), to compare on the same day.
void BM_Solve_OpenFourByFour_NoChainMoves(benchmark::State& state) {
  const lucas::Board board(5, 5);
  for (auto _ : state) {
    lucas::Solver solver(board,
                         lucas::SolverOptions{.table_bytes = mib(4096), .chain_moves = false});
    if (solver.value(0) != 0) {
      state.SkipWithError("wrong value");
      return;
    }
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}

// `count` safe lines (lines that give no box its third side), drawn at random from a seed that
// is the count: a middle game.
lucas::LineSet safe_lines(const lucas::Board& board, int count) {
  const lucas::CompactBoard compact(board);
  std::mt19937 random(static_cast<unsigned>(count));
  lucas::LineSet drawn = 0;
  for (int drawn_count = 0; drawn_count < count;) {
    const int line = static_cast<int>(random() % static_cast<unsigned>(compact.line_count()));
    bool safe = !(drawn & lucas::bit_of(line));
    for (int box : compact.boxes_of(line))
      if (box >= 0 && compact.sides_left(drawn, box) <= 2) safe = false;
    if (!safe) continue;
    drawn |= lucas::bit_of(line);
    ++drawn_count;
  }
  return drawn;
}

// The same search on 1 and 2 threads (the argument), sharing one table: wall time, and the CPU
// time of the whole process.
// From the empty board, or with `safe` safe lines drawn (safe_lines()).
void solve_threads(benchmark::State& state, const lucas::Board& board, bool misere, int expected,
                   int table_mib, int safe = 0) {
  for (auto _ : state) {
    lucas::Solver solver(board, lucas::SolverOptions{.misere = misere,
                                                     .table_bytes = mib(table_mib),
                                                     .threads = static_cast<int>(state.range(0))});
    const auto value = solver.value(safe > 0 ? safe_lines(board, safe) : solver.board().predrawn());
    if (value != expected) {
      state.SkipWithError("wrong value");
      return;
    }
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}
void BM_Solve_3x4_Threads(benchmark::State& state) {
  solve_threads(state, lucas::Board(4, 5), false, 0, 256);
}
void BM_Solve_Hexagon2_Misere_Threads(benchmark::State& state) {
  solve_threads(state, lucas::Board(lucas::Grid::hexagon, 2), true, 3, 512);
}
void BM_Solve_Triangle4_Misere_Threads(benchmark::State& state) {
  solve_threads(state, lucas::Board(lucas::Grid::triangle, 4), true, -2, 512);
}
// The 4x4 middle game of BM_Solve_4x4_After/6 (value 2), a minute's search on one thread where
// the open board's takes half an hour.
void BM_Solve_4x4_After6_Threads(benchmark::State& state) {
  solve_threads(state, lucas::Board(5, 5), false, 2, 1024, 6);
}
void BM_Solve_OpenFourByFour_Threads(benchmark::State& state) {
  // 1.75 GiB: the table and the endgame memos stay under 2 GiB.
  solve_threads(state, lucas::Board(5, 5), false, 0, 1792);
}

// An open 4x4 board with `lines` safe lines drawn (random, fixed seed): a middle game that
// solves in seconds, to compare the solver's shortcuts on 4x4 boxes without the whole solve. The
// second argument switches the chain moves (SolverOptions::chain_moves) off (0) or on (1), so
// that one binary on one busy machine measures both. With 6 and 4 lines drawn (about a minute
// and several minutes) only when a filter names 4x4_After.
void BM_Solve_4x4_After(benchmark::State& state) {
  const lucas::Board board(5, 5);
  const lucas::LineSet drawn = safe_lines(board, static_cast<int>(state.range(0)));
  for (auto _ : state) {
    lucas::Solver solver(
        board, lucas::SolverOptions{.table_bytes = mib(1024), .chain_moves = state.range(1) != 0});
    const auto value = solver.value(drawn);
    state.counters["value"] = value ? *value : -99;
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}

// Triangle 4 in misère with `lines` safe lines drawn (random, fixed seed): a misère middle game
// that solves in seconds, to compare changes to the misère search without the whole solve.
void BM_Solve_Triangle4_Misere_After(benchmark::State& state) {
  const lucas::Board board(lucas::Grid::triangle, 4);
  const lucas::LineSet drawn = safe_lines(board, static_cast<int>(state.range(0)));
  for (auto _ : state) {
    lucas::Solver solver(board, lucas::SolverOptions{.misere = true, .table_bytes = mib(512)});
    const auto value = solver.value(drawn);
    state.counters["value"] = value ? *value : -99;
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}
// The Swedish triangle 5 (45 lines, 15 of them drawn before the first move) in misère: its
// value is only reported (it was not known when the benchmark was written).
void BM_Solve_Triangle5_Swedish_Misere(benchmark::State& state) {
  const lucas::Board board(lucas::Grid::triangle, 5, lucas::Border::swedish);
  for (auto _ : state) {
    lucas::Solver solver(board, lucas::SolverOptions{.misere = true, .table_bytes = mib(512)});
    const auto value = solver.value(solver.board().predrawn());
    state.counters["value"] = value ? *value : -99;
    state.counters["nodes"] = static_cast<double>(solver.stats().nodes);
  }
}

// The _Threads benchmarks: one run on 1 thread and one on 2, wall time and the process's CPU.
void on_one_and_two_threads(benchmark::internal::Benchmark* threads) {
  threads->Arg(1)
      ->Arg(2)
      ->Unit(benchmark::kSecond)
      ->Iterations(1)
      ->UseRealTime()
      ->MeasureProcessCPUTime();
}

BENCHMARK(BM_Solve_3x3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve_3x4)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_Solve_Swedish_4x4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve_Triangle4)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_Solve_Hexagon2)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_Solve_Hexagon2_Misere)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_Solve_Triangle4_Misere_After)->Arg(6)->Arg(4)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_Solve_4x4_After)
    ->Args({10, 0})
    ->Args({10, 1})
    ->Args({8, 0})
    ->Args({8, 1})
    ->Unit(benchmark::kSecond)
    ->Iterations(1);
BENCHMARK(BM_Solve_3x4_Threads)->Apply(on_one_and_two_threads);
BENCHMARK(BM_Solve_Hexagon2_Misere_Threads)->Apply(on_one_and_two_threads);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  // The open 4x4 board and triangle 4 in misère run for far longer than the others: only when
  // a filter names them.
  if (benchmark::GetBenchmarkFilter().find("Triangle4_Misere") != std::string::npos) {
    benchmark::RegisterBenchmark("BM_Solve_Triangle4_Misere", BM_Solve_Triangle4_Misere)
        ->Unit(benchmark::kSecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("BM_Solve_Triangle4_Misere_Threads",
                                 BM_Solve_Triangle4_Misere_Threads)
        ->Apply(on_one_and_two_threads);
  }
  if (benchmark::GetBenchmarkFilter().find("Triangle5") != std::string::npos)
    benchmark::RegisterBenchmark("BM_Solve_Triangle5_Swedish_Misere",
                                 BM_Solve_Triangle5_Swedish_Misere)
        ->Unit(benchmark::kSecond)
        ->Iterations(1);
  if (benchmark::GetBenchmarkFilter().find("4x4_After") != std::string::npos) {
    benchmark::RegisterBenchmark("BM_Solve_4x4_After", BM_Solve_4x4_After)
        ->Args({6, 0})
        ->Args({6, 1})
        ->Args({4, 0})
        ->Args({4, 1})
        ->Unit(benchmark::kSecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("BM_Solve_4x4_After6_Threads", BM_Solve_4x4_After6_Threads)
        ->Apply(on_one_and_two_threads);
  }
  if (benchmark::GetBenchmarkFilter().find("OpenFourByFour") != std::string::npos) {
    benchmark::RegisterBenchmark("BM_Solve_OpenFourByFour_NoChainMoves",
                                 BM_Solve_OpenFourByFour_NoChainMoves)
        ->Unit(benchmark::kSecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("BM_Solve_OpenFourByFour", BM_Solve_OpenFourByFour)
        ->Unit(benchmark::kSecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("BM_Solve_OpenFourByFour_Threads", BM_Solve_OpenFourByFour_Threads)
        ->Apply(on_one_and_two_threads);
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
