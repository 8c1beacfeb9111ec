import Localization
import Testing

@testable import Exercise07

// Every bucket below follows from the README's rule: the 64-bit FNV-1a hash of the UTF-8 bytes of
// "review-detail-v2:" followed by the user id, modulo 100. They were computed once, outside Swift,
// so they are the same in every process and on every platform.

@Suite("Bucketing users for the review-detail-v2 rollout")
struct BucketTests {
  @Test(
    "A user's bucket is the FNV-1a hash of \"review-detail-v2:\" and the id, modulo 100",
    arguments: [
      ("1", 37), ("7", 71), ("42", 24), ("alice", 34), ("bob", 93), ("u-1001", 14),
      ("user-10", 1), ("user-7", 97),
    ] as [(String, UInt64)])
  func knownBuckets(user: String, bucket: UInt64) {
    #expect(VariantAssignment.bucket(for: user) == bucket)
  }

  @Test(
    "CJK and emoji ids are hashed by their UTF-8 bytes",
    arguments: [("用户7", 71), ("李雷", 8), ("韩梅梅", 27), ("👩‍💻", 36), ("😀", 39)]
      as [(String, UInt64)])
  func knownBucketsBeyondASCII(user: String, bucket: UInt64) {
    #expect(VariantAssignment.bucket(for: user) == bucket)
  }

  @Test("The same user lands in the same bucket every time, and users spread over all 100 buckets")
  func bucketIsStableAndFillsTheRange() {
    let users = (1...10_000).map(String.init)

    let first = users.map(VariantAssignment.bucket(for:))
    let again = users.reversed().map(VariantAssignment.bucket(for:)).reversed()

    #expect(Array(again) == first, "a user's bucket changed from one call to the next")
    let buckets = Set(first)
    #expect(
      buckets.subtracting(0..<100).isEmpty,
      "buckets out of range: \(buckets.subtracting(0..<100).sorted())")
    #expect(
      Set(0..<100).subtracting(buckets).isEmpty,
      "empty buckets: \(Set(0..<100).subtracting(buckets).sorted())")
  }
}

@Suite("Assigning a variant")
struct AssignmentTests {
  @Test(
    "Between 8 % and 12 % of 10000 users see design B, whatever their ids look like",
    arguments: ["", "user-"])
  func tenPercentSeeB(prefix: String) {
    let seeingB = (1...10_000).count {
      VariantAssignment.assign(variant: nil, user: prefix + String($0)).variant == .b
    }

    #expect((800...1_200).contains(seeingB), "\(seeingB) users of 10000 see B")
  }

  // Users 198, 56, 26 and 25 are in buckets 0, 9, 10 and 99; u-7 and 李雷 in 9 and 8.
  @Test(
    "Buckets 0 to 9 see B, and bucket 10 is the first to see A",
    arguments: [
      ("198", 0, Variant.b), ("56", 9, .b), ("u-7", 9, .b), ("李雷", 8, .b), ("26", 10, .a),
      ("25", 99, .a), ("42", 24, .a),
    ] as [(String, UInt64, Variant)])
  func boundaries(user: String, bucket: UInt64, variant: Variant) {
    #expect(VariantAssignment.bucket(for: user) == bucket)
    #expect(VariantAssignment.assign(variant: nil, user: user).variant == variant)
  }

  @Test("The same user gets the same variant from two separate assignments")
  func sameUserSameVariant() {
    let users = ["1", "56", "user-10", "李雷", "👩‍💻"]

    let first = users.map { VariantAssignment.assign(variant: nil, user: $0) }
    let second = users.map { VariantAssignment.assign(variant: nil, user: $0) }

    #expect(first == second)
    #expect(first.map(\.variant) == [.a, .b, .b, .b, .a])
  }

  @Test("A variant given with --variant wins over the user's bucket, and the reason says so")
  func overrideWins() {
    Language.$current.withValue(.english) {
      let a = VariantAssignment.assign(variant: .a, user: "56")  // Bucket 9 would be B.
      let b = VariantAssignment.assign(variant: .b, user: "42")  // Bucket 24 would be A.

      #expect(a.variant == .a)
      #expect(b.variant == .b)
      #expect(a.reason.contains("--variant"), "\(a.reason)")
      #expect(b.reason.contains("--variant"), "\(b.reason)")
    }
  }

  @Test("--variant wins even for a blank user id")
  func overrideWinsForBlank() {
    #expect(VariantAssignment.assign(variant: .b, user: " ").variant == .b)
  }

  @Test("With neither --variant nor a user, the run sees design A, with a reason of its own")
  func defaultIsA() {
    Language.$current.withValue(.english) {
      let sut = VariantAssignment.assign(variant: nil, user: nil)

      #expect(sut.variant == .a)
      #expect(!sut.reason.isEmpty, "every run prints why it shows its variant")
      #expect(!sut.reason.contains("--variant") && !sut.reason.contains("bucket"), "\(sut.reason)")
    }
  }

  @Test(
    "A blank user id, empty or only white space of any kind, has no bucket: it sees design A, with a reason that names no bucket",
    arguments: ["", "   ", "\t", " \n", "\u{3000}", "\u{00A0}\u{00A0}"])
  func blankUserSeesA(user: String) {
    Language.$current.withValue(.english) {
      let sut = VariantAssignment.assign(variant: nil, user: user)
      let none = VariantAssignment.assign(variant: nil, user: nil)

      #expect(sut.variant == .a)
      #expect(!sut.reason.isEmpty, "every run prints why it shows its variant")
      #expect(!sut.reason.contains("bucket"), "\(sut.reason)")
      #expect(sut.reason != none.reason, "a blank id is not the same as no id: say why")
    }
  }

  // "alice" is in bucket 34, "user-10" in 1, "56" in 9: capitals and spaces make other ids.
  @Test(
    "An id is hashed as given, neither lowercased nor trimmed: capitals and spaces around it move it",
    arguments: [
      ("Alice", 6, Variant.b), ("User-10", 69, .a), (" 56", 57, .a), ("alice ", 2, .b),
    ] as [(String, UInt64, Variant)])
  func idAsGiven(user: String, bucket: UInt64, variant: Variant) {
    Language.$current.withValue(.english) {
      // When
      let sut = VariantAssignment.assign(variant: nil, user: user)

      // Then
      #expect(VariantAssignment.bucket(for: user) == bucket)
      #expect(sut.variant == variant)
      #expect(sut.reason.contains("bucket \(bucket)"), "\(sut.reason)")
    }
  }

  @Test(
    "The reason for a user's variant names the user's bucket", arguments: [("42", 24), ("56", 9)])
  func reasonNamesTheBucket(user: String, bucket: Int) {
    Language.$current.withValue(.english) {
      let reason = VariantAssignment.assign(variant: nil, user: user).reason
      #expect(reason.contains("bucket \(bucket)"), "\(reason)")
    }
  }
}
