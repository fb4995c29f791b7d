#!/usr/bin/env bash
# Set-up, build and run lucas on a Debian 12 machine, from nothing:
#   scripts/dev.sh run ARGS...   install what is missing, build, run build/lucas ARGS...
#   scripts/dev.sh test          install what is missing, build, then test-normal, test-asan, fuzz
#                                (the browser tests in test-asan only)
#   scripts/dev.sh test-normal   the test suite on the normal build (build/)
#   scripts/dev.sh test-asan     the test suite built with ASan + UBSan (preset asan, build-asan/)
#   scripts/dev.sh fuzz [SECS]   each libFuzzer target for SECS seconds (default 60; built in
#                                build-asan/, with the sanitizer suite)
#   scripts/dev.sh build         install what is missing and build the program (build/lucas)
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages lucas needs to build, test and render. Only the missing ones are installed.
packages=(
  g++ cmake ninja-build pkg-config
  libyaml-cpp-dev libcli11-dev libgtest-dev libbenchmark-dev nlohmann-json3-dev
  libcairo2-dev libpango1.0-dev fonts-dejavu-core
  poppler-utils librsvg2-bin python3 dpkg-dev file
  clang-14 libclang-rt-14-dev
  libcpp-httplib-dev
  chromium chromium-driver python3-selenium
)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return
  local sudo=()
  [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  echo "Installing: ${missing[*]}" >&2
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# ccache, when the machine has it, keeps a second build of the same sources short. Line tables
# (-g1) are all a backtrace needs; a file compiles in 75% of the time of full debug information.
configure() {
  local launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "${launcher[@]}" "$@" >/dev/null
}

# The program alone: `run` does not wait for the test programs.
build() {
  install_missing
  configure
  cmake --build build --target lucas >&2
}

# SHARDS 0 (test-normal): one CTest test per GoogleTest test, so that `ctest -R NAME` runs one.
# The whole run (test) takes the 16 GoogleTest shards of the sanitizer suite instead: a start of
# the test program costs 0.04 s of CPU, and 1,327 of them 55 s. Further arguments go to ctest.
test_normal() {
  local shards=${1:-0}
  install_missing
  configure -DBUILD_TESTING=ON -DLUCAS_TEST_SHARDS="$shards"
  cmake --build build >&2
  (cd build && ctest --output-on-failure -j2 "${@:2}")
}

# A build-asan/ that another compiler configured (GCC, before the preset named clang): CMake
# wipes such a cache and configures again without the preset's settings (no sanitizers, no
# tests), so it starts from nothing instead.
asan_configure() {
  if [ -f build-asan/CMakeCache.txt ] &&
    ! grep -q '^CMAKE_CXX_COMPILER:.*clang++-14$' build-asan/CMakeCache.txt; then
    rm -rf build-asan
  fi
  cmake --preset asan >/dev/null
}

# The whole suite again under AddressSanitizer and UndefinedBehaviorSanitizer (CMakePresets.json):
# any report fails the test that caused it, including from the lucas processes tests start. The
# same build compiles the fuzzers.
test_asan() {
  install_missing
  asan_configure
  cmake --build --preset asan >&2
  ctest --preset asan
}

# Each fuzzer for a bounded time on seeds from examples/, templates/ and the tests; libFuzzer
# exits non-zero on a crash, leak, timeout (10 s for one input) or out-of-memory (2 GiB), and
# leaves the input in build-asan/fuzz/artifacts/ to become a file of tests/hostile/. They are
# built with the sanitizer suite (test-asan builds them; alone, only they and what they link are
# built), and they run two at a time, one a core.
fuzz_targets=(record template typed_line request)
fuzz_dir=build-asan/fuzz

fuzz_one() {
  local target=$1 seconds=$2
  local corpus=$fuzz_dir/corpus/$target
  mkdir -p "$corpus"
  find examples templates tests/data tests/hostile -maxdepth 1 -type f -name '*.yaml' \
    -exec cp {} "$corpus"/ \;
  # Typed lines: the hostile ones of lucas play.
  if [ "$target" = typed_line ]; then cp tests/hostile/typed-*.txt "$corpus"/; fi
  # Requests: the hostile paths and headers of lucas serve, beside the records.
  if [ "$target" = request ]; then cp tests/hostile/request-*.txt "$corpus"/; fi
  LSAN_OPTIONS="suppressions=$PWD/sanitizers/lsan.supp" \
    "$fuzz_dir/${target}_fuzzer" "$corpus" -dict=fuzz/lucas.dict \
    -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$fuzz_dir/artifacts/$target-" \
    >"$fuzz_dir/$target.log" 2>&1
}

fuzz() {
  local seconds=${1:-60}
  install_missing
  asan_configure
  cmake --build --preset asan --target "${fuzz_targets[@]/%/_fuzzer}" >&2
  mkdir -p "$fuzz_dir/artifacts"
  local failed=0
  for ((i = 0; i < ${#fuzz_targets[@]}; i += 2)); do
    local pids=() targets=("${fuzz_targets[@]:i:2}")
    for target in "${targets[@]}"; do
      fuzz_one "$target" "$seconds" &
      pids+=($!)
    done
    for j in "${!pids[@]}"; do
      local status=0
      wait "${pids[j]}" || status=$?
      local target=${targets[j]}
      # The run's last lines: its final statistics, or what it found and where it left it.
      if [ "$status" -eq 0 ]; then
        echo "fuzz $target: nothing found in ${seconds} s" >&2
        grep -E '^stat::(number_of_executed_units|peak_rss_mb)|cov:' "$fuzz_dir/$target.log" | tail -3 >&2 || true
      else
        echo "fuzz $target: exit $status ($fuzz_dir/$target.log, $fuzz_dir/artifacts/)" >&2
        tail -60 "$fuzz_dir/$target.log" >&2
        failed=1
      fi
    done
  done
  return "$failed"
}

case "${1:-}" in
  run)
    shift
    build
    exec build/lucas "$@"
    ;;
  test)
    # The browser tests run once, in the sanitizer suite: the same pages and server, with their
    # memory checked.
    test_normal 16 -LE browser
    test_asan
    fuzz "${FUZZ_SECONDS:-60}"
    ;;
  test-normal)
    test_normal
    ;;
  test-asan)
    test_asan
    ;;
  fuzz)
    fuzz "${2:-60}"
    ;;
  build)
    build
    ;;
  *)
    echo "usage: scripts/dev.sh run ARGS... | test | test-normal | test-asan | fuzz [SECONDS] | build" >&2
    exit 2
    ;;
esac
