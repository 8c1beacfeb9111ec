import Testing

@testable import TopMoviesApp

@Suite("The A/B test: which detail design a user sees, and why")
struct ABTestTests {
  @Test("a user's bucket is the same every time, and is FNV-1a of the id, modulo 100")
  func bucketIsStable() {
    #expect(VariantAssignment.bucket(for: "42") == VariantAssignment.bucket(for: "42"))
    // FNV-1a 64 of "" is its offset basis, 0xcbf29ce484222325, which is 14695981039346656037.
    #expect(VariantAssignment.bucket(for: "") == 37)
    #expect(VariantAssignment.bucket(for: "42") == 91)
    #expect((0..<100).contains(VariantAssignment.bucket(for: "someone@example.com")))
  }

  @Test("between 45 % and 55 % of user ids 1 to 10,000 get variant B")
  func aboutHalfGetB() {
    let bCount = (1...10_000).filter {
      VariantAssignment.assign(variant: nil, user: String($0)).variant == .b
    }.count
    #expect((4_500...5_500).contains(bCount))
  }

  @Test(
    "the assignment says which variant and why",
    arguments: [
      (
        Variant?.none, String?.none,
        "Detail design: variant A, because it is the default; give --variant or --user to choose."
      ),
      (.b, nil, "Detail design: variant B, because --variant B was given."),
      (
        nil, "42",
        "Detail design: variant B, because user 42 is in bucket 91 (A is 0-49, B is 50-99)."
      ),
      (
        .a, "42",
        "Detail design: variant A, because --variant A was given, which overrides user 42's bucket."
      ),
    ])
  func assignmentLine(variant: Variant?, user: String?, line: String) {
    #expect(VariantAssignment.assign(variant: variant, user: user).line == line)
  }
}
