#!/usr/bin/env bash
# How `workbook compare`'s time and memory grow with its script: a script of 1,001 actions (500 times
# "tap 1; back", then quit) against one of 101 (50 times), each the whole command as a learner runs it (the
# no-op build of the stages, their runs, the alignment and the output), reported as the medians of the
# wall times, their ratio (target ≤ 10.0) and the largest peak memory (max RSS) of the long runs (target
# ≤ 200 MB). Every action is traced, so the three panes differ on every action (untraced, stages 1 and 2
# print the same lines, and stage 3 differs only in its first two). A script of `quit` alone shows the
# floor: what compare takes whatever the script, most of it `swift build` finding the stages up to date.
#
# Usage, from the repository's root:
#   scripts/bench-compare.sh [RUNS]           runs of each script (default 3)
#   WORKBOOK=/tmp/workbook scripts/...        measure another build of workbook (from this folder)
#   OPTIONS="--width 80" scripts/...          compare's options (default "--trace --width 150")
set -euo pipefail

runs=${1:-3}
if [[ ! -f Package.swift || ! -d Sources/WorkbookStageTools ]]; then
  echo "Run this from the repository's root (the folder with Package.swift)." >&2
  exit 64
fi
source "$(dirname "$0")/timing.sh"
read -r -a options <<<"${OPTIONS:---trace --width 150}"

echo "Building workbook and the stages (debug, as swift run does)..." >&2
swift build --product workbook >/dev/null
workbook=${WORKBOOK:-$(swift build --show-bin-path)/workbook}
"$workbook" compare --script quit "${options[@]}" >/dev/null # builds the stages

# script ROUNDS: ROUNDS times "tap 1; back", then quit.
script() {
  local round
  for ((round = 0; round < $1; round++)); do printf 'tap 1; back; '; done
  echo quit
}

measured=$(mktemp)
trap 'rm -f "$measured"' EXIT
# run NAME ROUNDS: one run of compare on script ROUNDS, its seconds and peak KB appended to NAME's samples.
declare -A seconds kilobytes
run() {
  /usr/bin/time -f '%e %M' -o "$measured" "$workbook" compare --script "$(script "$2")" \
    "${options[@]}" >/dev/null
  read -r s kb <"$measured"
  seconds[$1]+="$s "
  kilobytes[$1]+="$kb "
}
for ((i = 0; i < runs; i++)); do
  run floor 0
  run short 50
  run long 500
done

med() { tr ' ' '\n' <<<"${seconds[$1]}" | grep . | median; }
peak() { tr ' ' '\n' <<<"${kilobytes[$1]}" | grep . | sort -n | tail -1; }
printf '%-36s %8.2f s  peak %6d KB\n' "quit alone (median of $runs)" "$(med floor)" "$(peak floor)"
printf '%-36s %8.2f s  peak %6d KB\n' "101 actions (median of $runs)" "$(med short)" "$(peak short)"
printf '%-36s %8.2f s  peak %6d KB\n' "1,001 actions (median of $runs)" "$(med long)" "$(peak long)"
awk -v l="$(med long)" -v s="$(med short)" -v kb="$(peak long)" 'BEGIN {
  printf "ratio 1,001 / 101 actions: %.2f (target ≤ 10.0)\n", l / s
  printf "peak memory at 1,001 actions: %.0f MB (target ≤ 200 MB)\n", kb / 1024
}'
