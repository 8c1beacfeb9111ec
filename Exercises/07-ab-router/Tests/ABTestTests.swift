import Testing

@testable import Exercise07

@Suite("Bucketing users for the A/B test")
struct BucketTests {
  @Test("The same user always lands in the same bucket, and other users in other buckets")
  func bucketIsStable() {
    let users = ["1", "42", "alice", "用户7"] + (1...1_000).map(String.init)

    let first = users.map(VariantAssignment.bucket(for:))
    let again = users.reversed().map(VariantAssignment.bucket(for:)).reversed()

    #expect(Array(again) == first, "a user's bucket changed from one call to the next")
    #expect(
      Set(first).count > 1, "every user is in bucket \(first[0]), so everyone sees one design")
  }

  @Test("Users 1 to 10000 fill every bucket from 0 to 99, and no other")
  func bucketsInRange() {
    let buckets = Set((1...10_000).map { VariantAssignment.bucket(for: String($0)) })

    #expect(
      buckets.subtracting(0..<100).isEmpty,
      "buckets out of range: \(buckets.subtracting(0..<100).sorted())")
    #expect(
      Set(0..<100).subtracting(buckets).isEmpty,
      "empty buckets: \(Set(0..<100).subtracting(buckets).sorted())")
  }

  @Test("Between 45 % and 55 % of users 1 to 10000 see variant B")
  func splitIsEven() {
    let seeingB = (1...10_000).count {
      VariantAssignment.assign(variant: nil, user: String($0)).variant == .b
    }

    #expect((4_500...5_500).contains(seeingB), "\(seeingB) users of 10000 see B")
  }

  // These follow from the rule in the README (FNV-1a, 64 bits, UTF-8, modulo 100): they are what
  // makes a user's bucket the same in every process and on every platform, and the same as in
  // Stage3VIPER.
  @Test(
    "The bucket is the 64-bit FNV-1a hash of the id's UTF-8 bytes, modulo 100",
    arguments: [("1", 68), ("7", 46), ("42", 91), ("alice", 83), ("用户7", 14), ("", 37)]
      as [(String, UInt64)]
  )
  func knownBuckets(user: String, bucket: UInt64) {
    #expect(VariantAssignment.bucket(for: user) == bucket)
  }
}

@Suite("Assigning a variant")
struct AssignmentTests {
  // By the FNV-1a rule, users 742, 31, 212 and 73 are in buckets 0, 49, 50 and 99.
  @Test(
    "Bucket 49 is the last to see A, and bucket 50 the first to see B",
    arguments: [("742", 0, Variant.a), ("31", 49, .a), ("212", 50, .b), ("73", 99, .b)]
      as [(String, UInt64, Variant)]
  )
  func boundaries(user: String, bucket: UInt64, variant: Variant) {
    #expect(VariantAssignment.bucket(for: user) == bucket)
    #expect(VariantAssignment.assign(variant: nil, user: user).variant == variant)
  }

  @Test("Buckets 0 to 49 see A and 50 to 99 see B")
  func bucketDecides() {
    for id in 1...200 {
      let user = String(id)
      let expected: Variant = VariantAssignment.bucket(for: user) < 50 ? .a : .b
      #expect(VariantAssignment.assign(variant: nil, user: user).variant == expected)
    }
    #expect(VariantAssignment.assign(variant: nil, user: "1").variant == .b)  // Bucket 68.
    #expect(VariantAssignment.assign(variant: nil, user: "7").variant == .a)  // Bucket 46.
  }

  @Test("A variant given with --variant wins over the user's bucket")
  func overrideWins() {
    let a = VariantAssignment.assign(variant: .a, user: "1")  // Bucket 68 would be B.
    let b = VariantAssignment.assign(variant: .b, user: "7")  // Bucket 46 would be A.

    #expect(a.variant == .a)
    #expect(b.variant == .b)
    #expect(a.reason.contains("--variant"))
    #expect(b.reason.contains("--variant"))
  }

  @Test("With neither --variant nor a user, the run sees variant A, with a reason of its own")
  func defaultIsA() {
    let sut = VariantAssignment.assign(variant: nil, user: nil)

    #expect(sut.variant == .a)
    #expect(!sut.reason.isEmpty, "every run prints why it shows its variant")
    #expect(!sut.reason.contains("--variant") && !sut.reason.contains("bucket"), "\(sut.reason)")
  }

  @Test("The reason for a user's variant names the user's bucket")
  func reasonNamesBucket() {
    #expect(VariantAssignment.assign(variant: nil, user: "42").reason.contains("91"))
  }
}
