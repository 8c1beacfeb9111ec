#!/usr/bin/env bash
# Where a fresh clone's first `swift test` goes: each module's compile, each link, and the test run.
#
# It clones HEAD into an empty folder and builds it as `swift test` does (`swift build --build-tests`),
# with every compiler job (swift-frontend) started through a wrapper that logs the job's module and its CPU
# seconds (user + system). Then, for each linked product, it deletes the product and builds again, which links
# it alone: the time over a no-op build is the link's. Last, it runs the tests one at a time
# (`--no-parallel`) to list the slowest. It prints three tables, in Markdown, for docs/performance.md.
#
# Usage, from the repository's root:
#   scripts/profile-first-test.sh             profile HEAD (commit first what you want profiled)
#   TOP=20 scripts/profile-first-test.sh      rows of the module and test tables (default 15)
set -euo pipefail

if [[ ! -f Package.swift || ! -d Exercises ]]; then
  echo "Run this from the repository's root (the folder with Package.swift and Exercises/)." >&2
  exit 64
fi
top=${TOP:-15}
frontend=$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend
if [[ ! -x $frontend ]]; then
  echo "No swift-frontend beside swiftc ($frontend): this script needs the toolchain's own." >&2
  exit 1
fi
source "$(dirname "$0")/timing.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -c advice.detachedHead=false clone -q . "$work/clone"

# The wrapper: one line for each job, `MODULE CPU-SECONDS`, appended to the log. It sits in a bin/ beside a
# link to the toolchain's lib/, where the driver looks for its libraries next to the frontend it runs.
mkdir "$work/bin"
ln -s "$(dirname "$(dirname "$frontend")")/lib" "$work/lib"
cat >"$work/bin/swift-frontend" <<WRAPPER
#!/usr/bin/env bash
/usr/bin/time -f '%U %S' -o "\$\$.cpu" "$frontend" "\$@"
status=\$?
module=- previous=
for argument in "\$@"; do
  [[ \$previous == -module-name ]] && module=\$argument
  previous=\$argument
done
echo "\$module \$(awk '{ print \$1 + \$2 }' "\$\$.cpu")" >>"$work/jobs"
rm -f "\$\$.cpu"
exit \$status
WRAPPER
chmod +x "$work/bin/swift-frontend"

cd "$work/clone"
echo "Building a fresh clone of $(git rev-parse --short HEAD) as swift test does…" >&2
build=$(time_us env SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$work/bin/swift-frontend" swift build --build-tests)
# time_us drops the output; a failed build would have stopped the script (set -e).
total=$(awk '{ cpu += $2 } END { print cpu }' "$work/jobs")
echo
echo "Fresh build: $(awk -v u="$build" 'BEGIN { printf "%.1f", u / 1e6 }') s wall; the compiler's jobs" \
  "$(awk -v c="$total" 'BEGIN { printf "%.1f", c }') s of CPU on $(nproc) cores."
echo
echo "| module | compile CPU (s) | share |"
echo "|---|---:|---:|"
awk '{ cpu[$1] += $2; total += $2 } END { for (m in cpu) printf "%s %.1f %.0f\n", m, cpu[m], 100 * cpu[m] / total }' \
  "$work/jobs" | sort -k2 -rn | head -n "$top" | awk '{ printf "| %s | %s | %s %% |\n", $1, $2, $3 }'
tests=$(awk '$1 ~ /Tests$/ { cpu += $2 } END { printf "%.1f", cpu }' "$work/jobs")
echo "| (all test modules) | $tests | $(awk -v t="$tests" -v c="$total" 'BEGIN { printf "%.0f", 100 * t / c }') % |"

products=$(swift build --show-bin-path)
noop=$(for _ in 1 2 3; do time_us swift build --build-tests; done | median)
echo
echo "| link | seconds |"
echo "|---|---:|"
for product in workbook Stage1MVVM Stage2Presenter Stage3VIPER Stage3CleanSwift \
  TopMoviesWorkbookPackageTests.xctest; do
  rm -rf "${products:?}/$product"
  linked=$(time_us swift build --build-tests)
  awk -v p="$product" -v l="$linked" -v n="$noop" 'BEGIN { printf "| %s | %.2f |\n", p, (l - n) / 1e6 }'
done

echo
run=$(time_us swift test --skip-build 2>/dev/null)
echo "The tests: $(awk -v u="$run" 'BEGIN { printf "%.1f", u / 1e6 }') s wall (swift test --skip-build)."
echo
echo "| slowest tests, one at a time | seconds |"
echo "|---|---:|"
swift test --skip-build --no-parallel 2>&1 | grep 'passed after' | grep -v 'Suite\|Test run' |
  sed -E 's/.*Test "(.*)"( with [0-9]+ test cases?)? passed after ([0-9.]+) seconds.*/\3 \1/' |
  sort -rn | head -n "$top" | awk '{ s = $1; $1 = ""; printf "|%s | %s |\n", $0, s }'
