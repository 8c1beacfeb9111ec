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
  /// The buckets that see design B: 10 of 100.
  static let bucketsSeeingB: Range<UInt64> = 0..<10

  /// The variant of a run: from `--variant`, from the user's bucket, or the default (see the README).
  static func assign(variant: Variant?, user: String?) -> VariantAssignment {
    if let variant {
      return VariantAssignment(
        variant: variant,
        reason: localized(
          en: "--variant \(variant.rawValue) was given", zh: "给出了 --variant \(variant.rawValue)"))
    }
    guard let user else {
      return VariantAssignment(
        variant: .a,
        reason: localized(
          en: "no user was given, so it is the default",
          zh: "没有给出用户，所以用默认值"))
    }
    guard !user.allSatisfy(\.isWhitespace) else {
      return VariantAssignment(
        variant: .a,
        reason: localized(
          en: "the user id is blank, so it takes no part in the rollout",
          zh: "用户 id 是空白的，所以不参与灰度发布"))
    }
    let bucket = bucket(for: user)
    return VariantAssignment(
      variant: bucketsSeeingB.contains(bucket) ? .b : .a,
      reason: localized(
        en: "user \(user) is in bucket \(bucket) (B is 0-9, A is 10-99)",
        zh: "用户 \(user) 在第 \(bucket) 号桶（B 是 0-9，A 是 10-99）"))
  }

  /// The user's bucket, from 0 to 99: the 64-bit FNV-1a hash of the UTF-8 bytes of
  /// "review-detail-v2:" followed by the id, modulo 100. The same in every run, on every platform.
  static func bucket(for user: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (experiment + ":" + user).utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash % bucketCount
  }
}
