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
    if let variant {
      return VariantAssignment(
        variant: variant, reason: localized(en: "--variant was given", zh: "给出了 --variant"))
    }
    if let user, !user.isBlank {
      let bucket = bucket(for: user)
      let rollout = bucket * 100 / bucketCount < 10
      return VariantAssignment(
        variant: rollout ? .b : .a,
        reason: localized(
          en: "user \(user) is in bucket \(bucket)", zh: "用户 \(user) 在第 \(bucket) 号桶"))
    }
    if user == nil {
      return VariantAssignment(
        variant: .a, reason: localized(en: "the default", zh: "默认值"))
    }
    return VariantAssignment(
      variant: .a, reason: localized(en: "the user id is blank", zh: "用户 id 是空白的"))
  }

  /// FNV-1a, 64 bits, over the bytes of the salt and then of the id.
  static func bucket(for user: String) -> UInt64 {
    let offsetBasis: UInt64 = 14_695_981_039_346_656_037
    let prime: UInt64 = 1_099_511_628_211
    var hash = offsetBasis
    for bytes in [Array(experiment.utf8), Array(":".utf8), Array(user.utf8)] {
      for byte in bytes {
        hash = (hash ^ UInt64(byte)).multipliedReportingOverflow(by: prime).partialValue
      }
    }
    return hash % bucketCount
  }
}

extension String {
  /// Whether the text is empty or every scalar of it is white space: spaces, tabs, line breaks, `　`…
  fileprivate var isBlank: Bool {
    unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }
}
