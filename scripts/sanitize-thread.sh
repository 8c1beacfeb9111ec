#!/usr/bin/env bash
# `swift test` under ThreadSanitizer: every test, and every stage the tests start, built with
# `--sanitize=thread`, in a build folder of its own (.build/tsan by default) so that the normal build is
# left as it is. It fails when a test fails or when the sanitizer reports anything but what
# tsan-suppressions.txt lists, even a report that did not fail a test (a stage's report goes to its standard
# error, which a test may only read).
#
# Usage, from the repository's root:
#   scripts/sanitize-thread.sh                 build and run the tests (swift test's own output on screen)
#   SCRATCH=/tmp/tsan scripts/...              another build folder
#   scripts/sanitize-thread.sh --filter NAME   pass options on to swift test
set -euo pipefail

if [[ ! -f Package.swift || ! -d Sources/WorkbookStageTools ]]; then
  echo "Run this from the repository's root (the folder with Package.swift)." >&2
  exit 64
fi
scratch=${SCRATCH:-.build/tsan}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# The stages are linked with the shared runtime (Package.swift's launcher), and the reports listed in
# tsan-suppressions.txt are not counted; the tests pass the variables on to every stage they start.
export WORKBOOK_SHARED_RUNTIME=1
export TSAN_OPTIONS="suppressions=\"$(cd "$(dirname "$0")" && pwd)/tsan-suppressions.txt\" ${TSAN_OPTIONS:-}"
swift test --sanitize=thread --scratch-path "$scratch" "$@" 2>&1 | tee "$log"
if grep -q 'ThreadSanitizer' "$log"; then
  echo "ThreadSanitizer reported a problem: see 'ThreadSanitizer' above." >&2
  exit 1
fi
tests=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed.*/\1/p' "$log" | tail -n 1)
if [[ -z "$tests" || "$tests" -eq 0 ]]; then
  echo "swift test ran no test under ThreadSanitizer: check the options given to this script." >&2
  exit 1
fi
echo "ThreadSanitizer: $tests tests passed, no report."
