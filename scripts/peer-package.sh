# The reference the exercise figures are compared with: the smallest Exercism-style exercise package (one
# library target, one test target with three tests), about the size of our smallest exercise.
# Sourced by the benchmarks: `write_peer_package FOLDER` writes it into FOLDER.
write_peer_package() {
  local peer=$1
  mkdir -p "$peer/Sources/Exercise" "$peer/Tests/ExerciseTests"
  cat >"$peer/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Exercise",
  targets: [
    .target(name: "Exercise"),
    .testTarget(name: "ExerciseTests", dependencies: ["Exercise"]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
  cat >"$peer/Sources/Exercise/TwoFer.swift" <<'SWIFT'
public func twoFer(name: String? = nil) -> String {
  "One for you, one for me."
}
SWIFT
  cat >"$peer/Tests/ExerciseTests/TwoFerTests.swift" <<'SWIFT'
import Testing

@testable import Exercise

@Test("No name given") func noName() { #expect(twoFer() == "One for you, one for me.") }
@Test("A name given") func aName() { #expect(twoFer(name: "Alice") == "One for Alice, one for me.") }
@Test("Another name given") func anotherName() { #expect(twoFer(name: "Bob") == "One for Bob, one for me.") }
SWIFT
}

# A one-target hello-world package: the reference for a stage's first output and start-up.
write_hello_package() {
  local hello=$1
  mkdir -p "$hello/Sources/Hello"
  cat >"$hello/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Hello", targets: [.executableTarget(name: "Hello")])
SWIFT
  echo 'print("Hello, world!")' >"$hello/Sources/Hello/main.swift"
}

# The floor under a fresh `swift test` of this repository: a package with the same test modules as ours (the
# folders under Tests/ but TestSupport, and each exercise's tests), each holding as many `@Test` functions and
# as many expectations as ours, in their cheapest form (`#expect(value == "v")`), and nothing else: no code under
# test, no Foundation, no helpers. It is built with the same flags as ours (Package.swift's last loop).
# `write_test_floor_package FOLDER REPOSITORY` writes it into FOLDER from the tests of REPOSITORY.
write_test_floor_package() {
  local floor=$1 repository=$2 folder name tests expectations targets=""
  mkdir -p "$floor"
  for folder in "$repository"/Tests/*/ "$repository"/Exercises/*/; do
    folder=${folder%/}
    case $folder in
    */Tests/TestSupport) continue ;;
    */Tests/*) name=$(basename "$folder") ;;
    *)
      # An exercise's tests: Tests/, or, where the learner writes the tests, the reference suite in Solution/.
      name="Exercise$(basename "$folder" | cut -c1-2)Tests"
      if [[ -d $folder/Tests ]]; then folder=$folder/Tests; else folder=$folder/Solution; fi
      ;;
    esac
    # `|| true`: a folder of test helpers alone (Tests/ServiceMocks) has none, and grep then exits 1.
    tests=$({ grep -rhoE '@Test\b' "$folder" --include='*.swift' || true; } | wc -l)
    expectations=$({ grep -rhoE '#(expect|require)\b' "$folder" --include='*.swift' || true; } | wc -l)
    ((tests > 0)) || continue
    mkdir -p "$floor/Tests/$name"
    awk -v name="$name" -v tests="$tests" -v expectations="$expectations" 'BEGIN {
      print "import Testing\n\nprivate let value = \"v\"\n\n@Suite struct " name " {"
      for (t = 0; t < tests; t++) {
        print "  @Test(\"case " t "\") func case" t "() {"
        # The expectations, shared out over the tests as evenly as they go.
        for (e = int(expectations * t / tests); e < int(expectations * (t + 1) / tests); e++)
          print "    #expect(value == \"v\")"
        print "  }"
      }
      print "}"
    }' >"$floor/Tests/$name/$name.swift"
    targets+="    .testTarget(name: \"$name\"),"$'\n'
  done
  cat >"$floor/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TestFloor",
  targets: [
$targets  ],
  swiftLanguageModes: [.v6]
)
for target in package.targets {
  target.swiftSettings = [
    .unsafeFlags(["-index-ignore-system-modules", "-driver-batch-count", "1"])
  ]
}
SWIFT
}
