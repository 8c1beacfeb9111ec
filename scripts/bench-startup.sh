#!/usr/bin/env bash
# Start-up of a stage (`--latency 0 --script quit`) against a hello-world Swift executable built the same
# way (a SwiftPM debug build), run alternately on the same machine and reported as a ratio of medians.
#
#   scripts/bench-startup.sh [RUNS]      RUNS rounds of each (default 200)
set -euo pipefail
runs=${1:-200}
root=$(cd "$(dirname "$0")/.." && pwd)
hello=$(mktemp -d)
trap 'rm -rf "$hello"' EXIT

source "$(dirname "$0")/peer-package.sh"
write_hello_package "$hello"

echo "Building (debug, as swift run does)..." >&2
swift build --package-path "$hello" -c debug >/dev/null
(cd "$root" && for product in Stage1MVVM Stage3VIPER Stage3CleanSwift; do
  swift build -c debug --product "$product" >/dev/null
done)
hello_bin="$hello/.build/debug/Hello"
bin=$(cd "$root" && swift build -c debug --show-bin-path)

source "$(dirname "$0")/timing.sh"

declare -A samples
for ((i = 0; i < runs; i++)); do
  samples[hello]+="$(time_us "$hello_bin") "
  samples[stage1]+="$(time_us "$bin/Stage1MVVM" --latency 0 --script quit) "
  samples[stage3]+="$(time_us "$bin/Stage3VIPER" --latency 0 --variant B --script quit) "
  samples[cleanswift]+="$(time_us "$bin/Stage3CleanSwift" --latency 0 --variant B --script quit) "
done

hello_median=$(tr ' ' '\n' <<<"${samples[hello]}" | grep . | median)
printf '%-44s %8s µs\n' "hello world (median of $runs)" "$hello_median"
for stage in stage1 stage3 cleanswift; do
  m=$(tr ' ' '\n' <<<"${samples[$stage]}" | grep . | median)
  awk -v name="$stage --latency 0 --script quit" -v m="$m" -v h="$hello_median" \
    'BEGIN { printf "%-44s %8d µs   ratio %.2f (target ≤ 1.50)\n", name, m, m / h }'
done
