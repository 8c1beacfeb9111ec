import Foundation
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
    switch (variant, user) {
    case (let variant?, _):
      VariantAssignment(
        variant: variant,
        reason: localized(
          en: "--variant \(variant.rawValue) overrides the rollout",
          zh: "--variant \(variant.rawValue) 优先于灰度规则"))
    case (nil, nil):
      VariantAssignment(
        variant: .a,
        reason: localized(en: "no user was given", zh: "没有给出用户"))
    case (nil, let user?) where user.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
      VariantAssignment(
        variant: .a,
        reason: localized(en: "a blank user id is not assigned", zh: "空白的用户 id 不参与分配"))
    case (nil, let user?):
      switch bucket(for: user) {
      case let bucket where bucket < 10:
        VariantAssignment(
          variant: .b,
          reason: localized(
            en: "bucket \(bucket) is in the 10 % rollout", zh: "第 \(bucket) 号桶在 10 % 灰度之内"))
      case let bucket:
        VariantAssignment(
          variant: .a,
          reason: localized(
            en: "bucket \(bucket) is outside the rollout", zh: "第 \(bucket) 号桶在灰度之外"))
      }
    }
  }

  /// FNV-1a, 64 bits, folded over the salted id's UTF-8 bytes.
  static func bucket(for user: String) -> UInt64 {
    let hash = "\(experiment):\(user)".utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) {
      ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3
    }
    return hash % bucketCount
  }
}
