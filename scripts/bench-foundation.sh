#!/usr/bin/env bash
# What keeping Foundation out of the stages saves at start-up: four hello worlds, built as the stages are
# (a SwiftPM debug build), run alternately on the same machine, as medians and ratios to the first.
#
#   scripts/bench-foundation.sh [RUNS] [BUILDS]   RUNS starts of each (default 300), and BUILDS fresh builds
#                                                 of each (default 3)
#
#   static           the Swift runtime linked in (-static-stdlib), no Foundation: how the stages are built
#   dynamic          the runtime loaded from its shared libraries, no Foundation
#   dynamic+JSON     that, with Foundation's JSONDecoder, as the stages would read --movies with it
#   static+JSON      Foundation linked in too (swift build --static-swift-stdlib: a flag of the command line,
#                    which `swift run Stage1MVVM` does not pass; the per-target -static-stdlib of the
#                    launchers cannot link Foundation)
set -euo pipefail
runs=${1:-300}
builds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# write VARIANT LINKER_FLAGS USES_FOUNDATION
write() {
  mkdir -p "$work/$1/Sources/Hello"
  cat >"$work/$1/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Hello",
  targets: [.executableTarget(name: "Hello", linkerSettings: [.unsafeFlags([$2])])])
SWIFT
  if [ "$3" = yes ]; then
    cat >"$work/$1/Sources/Hello/main.swift" <<'SWIFT'
import Foundation
struct Movie: Decodable { let title: String }
// Decoding happens only when asked, as --movies does; loading Foundation happens at every start.
if CommandLine.arguments.count > 1 {
  print(try JSONDecoder().decode([Movie].self, from: Data(CommandLine.arguments[1].utf8)))
}
print("Hello, world!")
SWIFT
  else
    echo 'print("Hello, world!")' >"$work/$1/Sources/Hello/main.swift"
  fi
}
write static '"-static-stdlib"' no
write dynamic '' no
write dynamic+JSON '' yes
write static+JSON '' yes

echo "Building (debug, as swift run does)..." >&2
for variant in static dynamic dynamic+JSON; do
  swift build --package-path "$work/$variant" -c debug >/dev/null
done
swift build --package-path "$work/static+JSON" -c debug --static-swift-stdlib >/dev/null 2>&1

source "$(dirname "$0")/timing.sh"

variants=(static dynamic dynamic+JSON static+JSON)
declare -A samples
for ((i = 0; i < runs; i++)); do
  for variant in "${variants[@]}"; do
    samples[$variant]+="$(time_us "$work/$variant/.build/debug/Hello") "
  done
done
base=$(tr ' ' '\n' <<<"${samples[static]}" | grep . | median)
for variant in "${variants[@]}"; do
  m=$(tr ' ' '\n' <<<"${samples[$variant]}" | grep . | median)
  size=$(stat -c %s "$work/$variant/.build/debug/Hello")
  awk -v name="$variant" -v m="$m" -v b="$base" -v size="$size" \
    'BEGIN { printf "%-14s %6d µs   %+6d µs   ratio %.2f   %5.1f MB\n", name, m, m - b, m / b, size / 1e6 }'
done

# A fresh build of each, alternately: what the first `swift run` of a stage would pay.
flags() { [ "$1" = static+JSON ] && echo --static-swift-stdlib || true; }
declare -A build_samples
for ((i = 0; i < builds; i++)); do
  for variant in "${variants[@]}"; do
    rm -rf "$work/$variant/.build"
    start=${EPOCHREALTIME/[.,]/}
    swift build --package-path "$work/$variant" -c debug $(flags "$variant") >/dev/null 2>&1
    end=${EPOCHREALTIME/[.,]/}
    build_samples[$variant]+="$((end - start)) "
  done
done
base=$(tr ' ' '\n' <<<"${build_samples[static]}" | grep . | median)
for variant in "${variants[@]}"; do
  m=$(tr ' ' '\n' <<<"${build_samples[$variant]}" | grep . | median)
  awk -v name="$variant" -v m="$m" -v b="$base" \
    'BEGIN { printf "fresh build, %-14s %6.2f s   %+6.2f s\n", name, m / 1e6, (m - b) / 1e6 }'
done
