#!/usr/bin/env bash
# The figures a learner waits for, each against the smallest Swift package that does the same work, run
# alternately on this machine and reported as ratios of medians:
#
#   first-test      fresh clone → `swift test`, to its end (the README's second command)
#                   against a fresh one-target hello package's `swift run`                  (≤ 15.0)
#   test-floor      (only when named) the floor under first-test: a fresh `swift test` of a package of
#                   nothing but as many `@Test` functions and expectations, in as many test modules, as
#                   ours (scripts/peer-package.sh), against the same hello package's `swift run`
#   first-test-floor (only when named) fresh clone → `swift test`, against that package's fresh `swift test`
#                   side by side: what our tests cost beyond their macros                    (≤ 1.6)
#   first-output    fresh clone → `swift run Stage1MVVM --latency 0 --script quit`
#                   against a fresh one-target hello package's `swift run`                  (target ≤ 2.0)
#   first-verdict   fresh clone → `swift run workbook check 1`
#                   against a fresh one-exercise package's `swift test` (scripts/peer-package.sh) (≤ 1.5)
#   edit            a one-line edit → verdict, `workbook check` and `watch` (scripts/bench-exercises.sh)
#                   against that package's incremental `swift test`                          (≤ 0.8)
#   no-change-test  `swift test` with nothing changed, against that package's                (≤ 3.0);
#                   also its floor: ours with nothing to build and no test to run
#   startup         a stage's start-up against a hello world (scripts/bench-startup.sh)      (≤ 1.5)
#   edit-tests      a one-line edit of exercise 11's tests → verdict, against a one-line edit
#                   of exercise 01's code (scripts/bench-test-writing.sh)                    (≤ 5.0)
#
# Usage, from the repository's root:
#   scripts/bench-speed.sh [FIGURE…]       all seven but test-floor by default
#   RUNS=5 scripts/bench-speed.sh          rounds of each fresh-clone figure (default 3); the edit figures
#                                          take RUNS+4 rounds, and start-up 200
# A fresh clone is `git clone` of this repository's HEAD into an empty folder, so commit first what you
# want measured. Nothing built is reused from outside the clone; the toolchain's own caches may be.
set -euo pipefail

if [[ ! -f Package.swift || ! -d Exercises ]]; then
  echo "Run this from the repository's root (the folder with Package.swift and Exercises/)." >&2
  exit 64
fi
root=$(pwd)
runs=${RUNS:-3}
figures=("$@")
((${#figures[@]})) || figures=(first-test first-output first-verdict edit no-change-test startup edit-tests)
for figure in "${figures[@]}"; do
  case $figure in
  first-test | test-floor | first-test-floor | first-output | first-verdict | edit | no-change-test | startup | \
    edit-tests) ;;
  *)
    echo "Unknown figure '$figure': use first-test, test-floor, first-test-floor, first-output," \
      "first-verdict, edit, no-change-test, startup or edit-tests." >&2
    exit 64
    ;;
  esac
done

source "$root/scripts/peer-package.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { echo "${EPOCHREALTIME/,/.}"; }
source "$(dirname "$0")/timing.sh"
# Seconds that the command takes; its output goes to the log, and its exit status does not matter (a first
# check of an exercise's stub fails, as it should).
seconds() {
  local start
  start=$(now)
  "$@" >>"$work/log" 2>&1 || true
  awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'
}
summary=()
# record FIGURE OURS REFERENCE TARGET: one line of the summary, from two lists of seconds.
record() {
  local ours reference
  ours=$(tr ' ' '\n' <<<"$2" | grep . | median)
  reference=$(tr ' ' '\n' <<<"$3" | grep . | median)
  summary+=("$(awk -v f="$1" -v o="$ours" -v r="$reference" -v t="$4" \
    'BEGIN { printf "%-38s %9.4f s %9.4f s %7.2f   ≤ %s", f, o, r, o / r, t }')")
}
# What our side of a fresh round is, written into the folder given: a clone of HEAD, or the floor package.
write_clone() { git clone -q "$root" "$1"; }
write_floor() { write_test_floor_package "$1" "$root"; }
fresh_clone() {
  rm -rf "$work/clone"
  write_clone "$work/clone"
}

# fresh_rounds FIGURE TARGET OURS WRITER REFERENCE_COMMAND OUR_COMMAND…: RUNS rounds, each of our command in a
# fresh folder that OURS writes (write_clone or write_floor), then the reference command in a fresh package
# that WRITER writes.
fresh_rounds() {
  local figure=$1 target=$2 our_writer=$3 writer=$4 reference_command=$5 ours="" reference="" i
  shift 5
  for ((i = 1; i <= runs; i++)); do
    rm -rf "$work/ours" && "$our_writer" "$work/ours"
    ours+="$(cd "$work/ours" && seconds "$@") "
    rm -rf "$work/reference" && "$writer" "$work/reference"
    reference+="$(cd "$work/reference" && seconds $reference_command) "
    echo "  after round $i: ours $ours| reference $reference"
  done
  record "$figure" "$ours" "$reference" "$target"
}

for figure in "${figures[@]}"; do
  case $figure in
  first-test)
    echo "first-test: $runs rounds of a fresh clone's swift test, and a fresh hello package's swift run…"
    fresh_rounds "fresh clone → swift test passed" 15.0 write_clone write_hello_package "swift run Hello" \
      swift test
    ;;
  test-floor)
    echo "test-floor: $runs rounds of a fresh swift test of our tests' macros alone, and a fresh hello package's swift run…"
    fresh_rounds "macros alone → swift test passed" "15.0 (first-test's)" write_floor write_hello_package \
      "swift run Hello" swift test
    ;;
  first-test-floor)
    echo "first-test-floor: $runs rounds of a fresh clone's swift test, and a fresh swift test of our tests' macros alone…"
    fresh_rounds "fresh clone → swift test, to the floor" 1.6 write_clone write_floor "swift test" swift test
    ;;
  first-output)
    echo "first-output: $runs rounds of a fresh clone's swift run Stage1MVVM, and a fresh hello package's swift run…"
    fresh_rounds "fresh clone → first stage output" 2.0 write_clone write_hello_package "swift run Hello" \
      swift run Stage1MVVM --latency 0 --script quit
    ;;
  first-verdict)
    echo "first-verdict: $runs rounds of a fresh clone's swift run workbook check 1, and a fresh exercise package's swift test…"
    fresh_rounds "fresh clone → first exercise verdict" 1.5 write_clone write_peer_package "swift test" \
      swift run workbook check 1
    ;;
  no-change-test)
    echo "no-change-test: swift test with nothing changed, ours (a clone of HEAD) and the exercise package's…"
    fresh_clone
    rm -rf "$work/peer" && write_peer_package "$work/peer"
    # Built and run once first: only the runs with nothing to build are counted.
    (cd "$work/clone" && seconds swift test) >/dev/null
    (cd "$work/peer" && seconds swift test) >/dev/null
    ours="" reference="" floor=""
    for ((i = 1; i <= runs + 2; i++)); do
      ours+="$(cd "$work/clone" && seconds swift test) "
      reference+="$(cd "$work/peer" && seconds swift test) "
      # The part of ours that no test can shorten: SwiftPM finding nothing to build, then the test bundle
      # started with no test to run.
      floor+="$(cd "$work/clone" && awk -v b="$(seconds swift build --build-tests)" \
        -v r="$(seconds swift test --skip-build --filter 'no test has this name')" 'BEGIN { print b + r }') "
    done
    echo "  ours $ours | peer $reference"
    echo "  ours with no test run $floor"
    record "swift test, nothing changed" "$ours" "$reference" 3.0
    record "  …nothing built, no test run" "$floor" "$reference" "3.0 (the floor)"
    ;;
  edit)
    echo "edit: scripts/bench-exercises.sh $((runs + 4))…"
    BENCH_SCRATCH="$work/edit-build" "$root/scripts/bench-exercises.sh" $((runs + 4)) | tee "$work/edit"
    check=$(awk '/ours  workbook check/ { print $(NF - 1) }' "$work/edit")
    peer=$(awk '/peer  Exercism-style swift test/ { print $(NF - 1) }' "$work/edit")
    watched=$(awk '/ours  workbook watch/ { for (i = 1; i <= NF; i++) if ($i == "verdict):") print $(i + 1) }' "$work/edit")
    record "one-line edit → verdict (check)" "$check" "$peer" 0.8
    [[ -n $watched ]] && record "one-line edit → verdict (watch)" "$watched" "$peer" 0.8
    ;;
  edit-tests)
    echo "edit-tests: scripts/bench-test-writing.sh $((runs + 4))…"
    "$root/scripts/bench-test-writing.sh" $((runs + 4)) | tee "$work/edit-tests"
    tests=$(awk '/check 11 \(its tests\)/ { print $(NF - 1) }' "$work/edit-tests")
    code=$(awk '/check 01 \(its code\)/ { print $(NF - 1) }' "$work/edit-tests")
    record "one-line edit of 11's tests → verdict" "$tests" "$code" 5.0
    ;;
  startup)
    echo "startup: scripts/bench-startup.sh 200…"
    "$root/scripts/bench-startup.sh" 200 | tee "$work/startup"
    hello=$(awk '/^hello world/ { print $(NF - 1) / 1e6 }' "$work/startup")
    for stage in stage1 stage3 cleanswift; do
      us=$(awk -v s="$stage" '$1 == s { for (i = 1; i <= NF; i++) if ($i == "µs") print $(i - 1) / 1e6 }' "$work/startup")
      record "start-up, $stage" "$us" "$hello" 1.5
    done
    ;;
  esac
done

echo
echo "On $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, $(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'), HEAD $(git rev-parse --short HEAD):"
printf '%-38s %11s %11s %7s   %s\n' "figure (medians)" "ours" "reference" "ratio" "target"
printf '%s\n' "${summary[@]}"
