#!/usr/bin/env bash
# Set-up, build and run lucas on a Debian 12 machine, from nothing:
#   scripts/dev.sh run ARGS...   install what is missing, build, run build/lucas ARGS...
#   scripts/dev.sh test          install what is missing, build, run the whole test suite
#   scripts/dev.sh build         install what is missing and build
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages lucas needs to build, test and render. Only the missing ones are installed.
packages=(
  g++ cmake ninja-build pkg-config
  libyaml-cpp-dev libcli11-dev libgtest-dev libbenchmark-dev
  libcairo2-dev libpango1.0-dev fonts-dejavu-core
  poppler-utils librsvg2-bin python3
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

build() {
  install_missing
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build build >&2
}

case "${1:-}" in
  run)
    shift
    build
    exec build/lucas "$@"
    ;;
  test)
    build
    cd build
    exec ctest --output-on-failure -j2
    ;;
  build)
    build
    ;;
  *)
    echo "usage: scripts/dev.sh run ARGS... | test | build" >&2
    exit 2
    ;;
esac
