import Testing

@testable import Exercise07

@Suite("Bucketing users for the A/B test")
struct BucketTests {
  @Test("The same user always lands in the same bucket")
  func bucketIsStable() {
    for user in ["1", "42", "alice", "用户7"] {
      #expect(VariantAssignment.bucket(for: user) == VariantAssignment.bucket(for: user))
    }
  }

  @Test("Every bucket is between 0 and 99")
  func bucketsInRange() {
    for id in 1...10_000 {
      let bucket = VariantAssignment.bucket(for: String(id))
      #expect((0..<100).contains(bucket), "user \(id) is in bucket \(bucket)")
    }
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
  }

  @Test("With neither --variant nor a user, the run sees variant A")
  func defaultIsA() {
    #expect(VariantAssignment.assign(variant: nil, user: nil).variant == .a)
  }

  @Test("The reason for a user's variant names the user's bucket")
  func reasonNamesBucket() {
    #expect(VariantAssignment.assign(variant: nil, user: "42").reason.contains("91"))
  }
}
