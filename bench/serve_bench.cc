// lucas serve under a class: POST /api/check of the Mia/Noé record by 32 clients at once over
// HTTP (keep-alive connections, as browsers keep them), against the same check in the process,
// which is the floor: what HTTP, the thread pool and the JSON answer add is the difference.
// Reported: checks a second (items_per_second), the median and 99th percentile latency of one
// request (p50_ms, p99_ms), and the size of the page's built-in files (page_kb).
#include <benchmark/benchmark.h>
#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

#include "serve/api.h"
#include "serve/page_files.h"
#include "serve/server.h"

namespace {

using Clock = std::chrono::steady_clock;

const std::string& mia_noe() {
  static const std::string text = [] {
    std::ifstream in(LUCAS_SOURCE_DIR "/examples/mia-noe.yaml");
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
  }();
  return text;
}

void BM_Floor_CheckInProcess(benchmark::State& state) {
  const lucas::Catalogue& french = lucas::Catalogue::get("fr");
  for (auto _ : state) benchmark::DoNotOptimize(lucas::serve::check_answer(mia_noe(), french));
  state.SetItemsProcessed(state.iterations());
}

// One iteration: `clients` threads, each with its connection, sending `each` checks; the time
// is the wall time of them all.
void BM_CheckOverHttp(benchmark::State& state) {
  const int clients = static_cast<int>(state.range(0));
  constexpr int each = 40;
  auto bound = lucas::serve::Server::bind({"127.0.0.1", 0, "fr"});
  auto* server = std::get_if<std::unique_ptr<lucas::serve::Server>>(&bound);
  if (!server) {
    state.SkipWithError("cannot listen");
    return;
  }
  std::thread listening([&] { (*server)->listen(); });
  const int port = (*server)->address().port;
  std::vector<double> latencies;
  std::mutex guard;
  bool failed = false;
  for (auto _ : state) {
    const auto start = Clock::now();
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c)
      threads.emplace_back([&] {
        httplib::Client client("127.0.0.1", port);
        client.set_keep_alive(true);
        client.set_tcp_nodelay(true);  // as browsers send
        std::vector<double> mine;
        bool bad = false;
        for (int i = 0; i < each; ++i) {
          const auto sent = Clock::now();
          const auto answer = client.Post("/api/check", mia_noe(), "text/yaml");
          mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
          bad = bad || !answer || answer->status != 200;
        }
        std::lock_guard lock(guard);
        latencies.insert(latencies.end(), mine.begin(), mine.end());
        failed = failed || bad;
      });
    for (std::thread& t : threads) t.join();
    state.SetIterationTime(std::chrono::duration<double>(Clock::now() - start).count());
  }
  (*server)->stop();
  listening.join();
  if (failed) {
    state.SkipWithError("a request got no answer or an error");
    return;
  }
  std::sort(latencies.begin(), latencies.end());
  const auto at = [&](double q) {
    return latencies[std::min(latencies.size() - 1,
                              static_cast<size_t>(q * static_cast<double>(latencies.size())))];
  };
  state.SetItemsProcessed(state.iterations() * clients * each);
  state.counters["p50_ms"] = at(0.50);
  state.counters["p99_ms"] = at(0.99);
}

// Not a speed: the bytes a browser loads for the page, reported beside it.
void BM_PageSize(benchmark::State& state) {
  size_t bytes = 0;
  for (auto _ : state) {
    bytes = 0;
    for (const auto& file : lucas::serve::page_files()) bytes += file.text.size();
    benchmark::DoNotOptimize(bytes);
  }
  state.counters["page_kb"] = static_cast<double>(bytes) / 1024;
}

BENCHMARK(BM_Floor_CheckInProcess);
BENCHMARK(BM_CheckOverHttp)->Arg(32)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(2);
BENCHMARK(BM_PageSize);

}  // namespace

BENCHMARK_MAIN();
