#!/usr/bin/env bash
# A one-line edit of the learner's tests in the test-writing exercise (11), against a one-line edit of exercise
# 01's code, each to its verdict under `workbook check`, run alternately on this machine and reported as the
# ratio of medians (target ≤ 5.0). A check of 11 builds the learner's tests and runs them on the code under test
# and on each of its mutants; a check of 01 builds the learner's code and runs its tests once.
#
# Both exercises hold their reference answers while they are measured (the learner who edits has tests that
# pass), and get their files back exactly as they were when the script ends.
#
# Usage, from the repository's root:
#   scripts/bench-test-writing.sh [RUNS]     rounds after two warm-up checks of each (default 7)
#   EXERCISE=11 BASELINE=01 scripts/...      the exercises to compare (defaults shown)
set -euo pipefail

runs=${1:-7}
if [[ ! -f Package.swift || ! -d Exercises ]]; then
  echo "Run this from the repository's root (the folder with Package.swift and Exercises/)." >&2
  exit 64
fi
source "$(dirname "$0")/timing.sh"

# folder ID: the exercise's folder, such as Exercises/11-presenter-tests.
folder() {
  local found
  found=$(ls -d Exercises/"$1"-*/ 2>/dev/null | head -1)
  [[ -n $found ]] || { echo "No exercise $1 in Exercises/." >&2; exit 64; }
  echo "${found%/}"
}
tests_exercise=${EXERCISE:-11}
code_exercise=${BASELINE:-01}
tests_folder=$(folder "$tests_exercise")
code_folder=$(folder "$code_exercise")
backup=$(mktemp -d)
cp -R "$tests_folder/Sources" "$backup/tests"
cp -R "$code_folder/Sources" "$backup/code"
restore() {
  rm -rf "$tests_folder/Sources" "$code_folder/Sources"
  cp -R "$backup/tests" "$tests_folder/Sources"
  cp -R "$backup/code" "$code_folder/Sources"
  rm -rf "$backup"
}
trap restore EXIT
cp "$tests_folder"/Solution/*.swift "$tests_folder/Sources/"
cp "$code_folder"/Solution/*.swift "$code_folder/Sources/"
tests_file=$(ls "$tests_folder"/Sources/*.swift | head -1)
code_file=$(ls "$code_folder"/Sources/*.swift | head -1)

echo "Building workbook…"
swift build --product workbook >/dev/null
workbook="$(swift build --show-bin-path)/workbook"
check() { "$workbook" check "$1" >/dev/null 2>&1 || true; }

echo "Warming up: two checks of each…"
for _ in 1 2; do
  check "$tests_exercise"
  check "$code_exercise"
done

tests_times=()
code_times=()
for ((i = 1; i <= runs; i++)); do
  echo "// benchmark edit $i" >>"$tests_file"
  tests_times+=("$(time_us check "$tests_exercise")")
  echo "// benchmark edit $i" >>"$code_file"
  code_times+=("$(time_us check "$code_exercise")")
  echo "  round $i: check $tests_exercise ${tests_times[-1]} µs, check $code_exercise ${code_times[-1]} µs"
done

tests_median=$(printf '%s\n' "${tests_times[@]}" | median)
code_median=$(printf '%s\n' "${code_times[@]}" | median)
echo
echo "One-line edit → verdict, median of $runs ($(nproc 2>/dev/null || sysctl -n hw.ncpu) cores):"
awk -v t="$tests_median" -v c="$code_median" -v te="$tests_exercise" -v ce="$code_exercise" 'BEGIN {
  printf "  check %s (its tests):  %.3f s\n", te, t / 1e6
  printf "  check %s (its code):   %.3f s\n", ce, c / 1e6
  printf "  ratio:                 %.2f   (target ≤ 5.0)\n", t / c
}'
