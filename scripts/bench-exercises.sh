#!/usr/bin/env bash
# Edit-to-verdict for a learner's one-line change, measured side by side on this machine:
#   ours   `workbook check ID` (and `workbook watch ID`: from the save to the verdict line)
#   peer   an Exercism-style one-exercise package (one library target, one test target) and its
#          incremental `swift test`, generated in a temporary folder
# Both are warmed up first, then run alternately RUNS times; the script prints the medians and ours/peer.
#
# Usage: scripts/bench-exercises.sh [RUNS] (default 5), from the repository's root.
#   EXERCISE=03 scripts/bench-exercises.sh     the exercise to edit (default 01)
#   BENCH_WATCH=0 scripts/bench-exercises.sh   skip the watch-mode figure
#   BENCH_SCRATCH=/tmp/x scripts/...            build workbook in that scratch path instead of .build
# The exercise's file is restored exactly as it was when the script ends.
set -euo pipefail

runs=${1:-5}
exercise=${EXERCISE:-01}
if [[ ! -f Package.swift || ! -d Exercises ]]; then
  echo "Run this from the repository's root (the folder with Package.swift and Exercises/)." >&2
  exit 64
fi

now() {  # seconds, with microseconds
  if [[ -n ${EPOCHREALTIME:-} ]]; then echo "${EPOCHREALTIME/,/.}"; else python3 -c 'import time; print(time.time())'; fi
}
source "$(dirname "$0")/timing.sh"
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }

folder=$(cd Exercises && ls -d "$exercise"-*/ | head -1)
folder=${folder%/}
file=$(ls "Exercises/$folder/Sources/"*.swift | head -1)
backup=$(mktemp)
peer=$(mktemp -d)
watch_log=$(mktemp)
stamp=$(mktemp)
watch_pid=
cp "$file" "$backup"
cleanup() {
  if [[ -n $watch_pid ]]; then kill "$watch_pid" 2>/dev/null || true; wait "$watch_pid" 2>/dev/null || true; fi
  cp "$backup" "$file"
  rm -rf "$backup" "$peer" "$watch_log" "$stamp"
}
trap cleanup EXIT

echo "Building workbook…"
scratch=(${BENCH_SCRATCH:+--scratch-path "$BENCH_SCRATCH"})
swift build ${scratch[@]+"${scratch[@]}"} --product workbook >/dev/null
workbook="$(swift build ${scratch[@]+"${scratch[@]}"} --show-bin-path)/workbook"

# The peer: the smallest Exercism-style exercise, with three tests (about the size of our smallest exercise).
source "$(dirname "$0")/peer-package.sh"
write_peer_package "$peer"

ours_check() { "$workbook" check "$exercise" >/dev/null 2>&1 || true; }
peer_test() { (cd "$peer" && swift test >/dev/null 2>&1) || true; }

echo "Warming up: workbook check $exercise, and the peer's swift test…"
ours_check; ours_check
peer_test; peer_test

ours_times=()
peer_times=()
for i in $(seq 1 "$runs"); do
  echo "// benchmark edit $i" >>"$file"
  start=$(now); ours_check; ours_times+=("$(elapsed "$start" "$(now)")")
  echo "// benchmark edit $i" >>"$peer/Sources/Exercise/TwoFer.swift"
  start=$(now); peer_test; peer_times+=("$(elapsed "$start" "$(now)")")
  echo "  run $i: ours ${ours_times[-1]} s, peer ${peer_times[-1]} s"
done
cp "$backup" "$file"

ours=$(printf '%s\n' "${ours_times[@]}" | median)
peer_median=$(printf '%s\n' "${peer_times[@]}" | median)
echo
echo "Edit-to-verdict, median of $runs (exercise $exercise, $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores):"
echo "  ours  workbook check $exercise:          $ours s"
echo "  peer  Exercism-style swift test:     $peer_median s"
echo "  ratio ours/peer:                     $(awk -v a="$ours" -v b="$peer_median" 'BEGIN { printf "%.2f", a / b }')"

# Watch mode: `workbook watch` needs a terminal, which `script` provides; the time runs from the save to the
# verdict line it prints.
if [[ ${BENCH_WATCH:-1} != 0 ]] && script -qfc true /dev/null </dev/null >/dev/null 2>&1; then
  script -qfc "NO_COLOR=1 '$workbook' watch '$exercise'" /dev/null </dev/null >"$watch_log" 2>&1 &
  watch_pid=$!
  verdict_line="^✗ $exercise \|^✓ $exercise "
  # Waits for the next verdict line and writes the time it came into $stamp: `tail -f` follows the log as it
  # grows and `grep -m1` stops at the first one. The time is taken when grep stops, not when tail does (tail
  # would only notice at its next write), and then tail is stopped.
  next_verdict() {
    local follow tail_pid
    exec {follow}< <(exec tail -n0 -f "$watch_log")
    tail_pid=$!
    grep -m1 -q "$verdict_line" <&"$follow"
    now >"$stamp"
    exec {follow}<&-
    kill "$tail_pid" 2>/dev/null || true
  }
  deadline=$(( $(date +%s) + 120 ))
  until grep -q "$verdict_line" "$watch_log" || (( $(date +%s) > deadline )); do sleep 0.1; done
  watch_times=()
  for i in $(seq 1 "$runs"); do
    sleep 0.5
    next_verdict &
    waiter=$!
    sleep 0.1  # lets tail start following before the save
    start=$(now)
    echo "// benchmark watch edit $i" >>"$file"
    wait "$waiter" || true
    watch_times+=("$(elapsed "$start" "$(cat "$stamp")")")
  done
  kill "$watch_pid" 2>/dev/null || true
  wait "$watch_pid" 2>/dev/null || true
  watch_pid=
  watched=$(printf '%s\n' "${watch_times[@]}" | median)
  echo "  ours  workbook watch $exercise (save to verdict): $watched s  (ratio to peer $(awk -v a="$watched" -v b="$peer_median" 'BEGIN { printf "%.2f", a / b }'); it looks every 0.02 s)"
fi
