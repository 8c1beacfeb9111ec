import Localization

/// The two designs of the detail screen under test. Both stage 3s run the same A/B test.
public enum Variant: String, CaseIterable, Sendable {
  case a = "A"
  case b = "B"
}

/// Which variant a run shows, and why: the A/B assignment.
public struct VariantAssignment: Equatable, Sendable {
  public let variant: Variant
  /// Why this variant, in words, for the line every run prints.
  public let reason: String

  /// How many buckets users are spread over; buckets `0..<50` see A, `50..<100` see B.
  public static let bucketCount: UInt64 = 100

  /// `--variant` wins; else the user's bucket decides; else variant A.
  public static func assign(variant: Variant?, user: String?) -> VariantAssignment {
    if let variant {
      let reason =
        if let user {
          localized(
            en: "--variant \(variant.rawValue) was given, which overrides user \(user)'s bucket",
            zh: "给出了 --variant \(variant.rawValue)，它优先于用户 \(user) 所在的桶")
        } else {
          localized(
            en: "--variant \(variant.rawValue) was given", zh: "给出了 --variant \(variant.rawValue)")
        }
      return VariantAssignment(variant: variant, reason: reason)
    }
    guard let user else {
      return VariantAssignment(
        variant: .a,
        reason: localized(
          en: "it is the default; give --variant or --user to choose",
          zh: "这是默认值；可以用 --variant 或 --user 选择"))
    }
    let bucket = bucket(for: user)
    return VariantAssignment(
      variant: bucket < bucketCount / 2 ? .a : .b,
      reason: localized(
        en: "user \(user) is in bucket \(bucket) (A is 0-49, B is 50-99)",
        zh: "用户 \(user) 在第 \(bucket) 号桶（A 是 0-49，B 是 50-99）"))
  }

  /// The user's bucket, by FNV-1a over the id's UTF-8 bytes: not Swift's `Hasher`, seeded afresh in every
  /// process, as a user must see the same design in every run, on every platform.
  public static func bucket(for user: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in user.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash % bucketCount
  }

  /// The line every run prints.
  public var line: String {
    localized(
      en: "Detail design: variant \(variant.rawValue), because \(reason).",
      zh: "详情页设计：方案 \(variant.rawValue)，因为\(reason)。")
  }
}
