import Localization

// MARK: - Given, do not change

/// The two designs of the review's detail: A, as it has always been, and B, the redesign.
enum Variant: String, Sendable {
  case a = "A"
  case b = "B"
}

// MARK: - Your work

/// Which design of the review's detail a run shows, and why: the experiment "review-detail-v2", which
/// rolls design B out to 10 % of the users. A value; nobody holds a reference to it.
struct VariantAssignment: Equatable, Sendable {
  let variant: Variant
  /// Why this variant, in words, for the line every run prints.
  let reason: String

  /// The experiment's own name: the salt of its buckets, so that another experiment puts the same
  /// user in an unrelated bucket.
  static let experiment = "review-detail-v2"
  /// How many buckets users are spread over.
  static let bucketCount: UInt64 = 100

  /// The variant of a run: from `--variant`, from the user's bucket, or the default (see the README).
  static func assign(variant: Variant?, user: String?) -> VariantAssignment {
    // TODO: When both --variant and a user are given, which one decides? Which buckets see B, and
    //       how many of the 100 is that? What does a run with no user see, and one whose user id is
    //       blank? What does each `reason` tell the user?
    VariantAssignment(variant: .a, reason: "")
  }

  /// The user's bucket, from 0 to 99: the same for the same id in every run (see the README).
  static func bucket(for user: String) -> UInt64 {
    // TODO: Which hash gives this id the same number in every process and on every platform? Which
    //       bytes go into it, and what comes before the id so that this experiment's buckets are its
    //       own? How do you turn the hash into a bucket from 0 to 99?
    0
  }
}
