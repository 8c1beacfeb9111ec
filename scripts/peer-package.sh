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
