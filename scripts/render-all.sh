#!/usr/bin/env bash
# Renders every page lucas draws from the records of examples/ and tests/data/ (replays, final
# positions, class reports), the sheets and the built-in handouts, in both languages, and the
# text and JSON of check, into OUTDIR: run it with the binary before and after a refactoring and
# compare the two folders (`diff -r`), byte for byte.
#
#   scripts/render-all.sh LUCAS OUTDIR
#
# Analyses are left out: their exact values depend on a time budget, not only on the input.
set -uo pipefail
[ $# -eq 2 ] || { echo "usage: scripts/render-all.sh LUCAS OUTDIR" >&2; exit 2; }
lucas=$(realpath "$1")
out=$(realpath -m "$2")
cd "$(dirname "$0")/.."
mkdir -p "$out"
export SOURCE_DATE_EPOCH=1700000000 LC_ALL=C.UTF-8

# One output a line: its name, then the command; standard output and error and the exit code
# are kept beside the file the command writes.
run() {
  local name=$1
  shift
  "$lucas" "$@" >"$out/$name.out" 2>"$out/$name.err"
  echo $? >"$out/$name.exit"
  # The output folder's own name is no part of what lucas said.
  sed -i "s|$out/|OUT/|g" "$out/$name.out" "$out/$name.err"
}

mapfile -t records < <(find examples tests/data -type f \( -name '*.yaml' -o -name '*.yml' \) | sort)
for record in "${records[@]}"; do
  name=$(echo "$record" | tr '/' '_')
  for lang in fr en; do
    run "$name.$lang.check" check --lang "$lang" "$record"
    run "$name.$lang.check-json" check --lang "$lang" --format json "$record"
    run "$name.$lang.replay" replay --lang "$lang" "$record" -o "$out/$name.$lang.replay.pdf"
  done
  run "$name.replay-svg" replay --lang fr "$record" -o "$out/$name.replay.svg"
  run "$name.final" replay --lang fr --final "$record" -o "$out/$name.final.pdf"
done
for lang in fr en; do
  run "class.$lang.summary" check --summary --lang "$lang" examples tests/data/class
  run "class.$lang.report" report --lang "$lang" examples tests/data/class -o "$out/class.$lang.report.pdf"
done

run sheet sheet -o "$out/sheet.pdf"
run sheet-png sheet -o "$out/sheet.png"
run sheet-players sheet --players "Mia,Noé" --dots 3x4 --border swedish -o "$out/sheet-players.svg"
run sheet-triangle sheet --grid triangle --size 4 -o "$out/sheet-triangle.pdf"
run sheet-hexagon sheet --grid hexagon --size 2 --border swedish -o "$out/sheet-hexagon.pdf"
run sheet-chopsticks sheet --game chopsticks -o "$out/sheet-chopsticks.pdf"
for handout in $(ls templates | sed 's/\.yaml$//'); do
  for lang in fr en; do
    seed=()
    [ "$handout" = puzzles ] && seed=(--seed 7)
    run "handout-$handout.$lang" handout "$handout" --lang "$lang" "${seed[@]}" -o "$out/handout-$handout.$lang.pdf"
  done
done
run handout-practice-board handout practice --dots 4x5 --border swedish --players "Mia,Noé" \
  --title "Mia et Noé" -o "$out/handout-practice-board.pdf"
# What was written is listed beside it, so that a missing output shows in the diff too.
(cd "$out" && ls) >"$out/.list"
