import Entities
import TerminalKit

// MARK: - Given, do not change

/// The two designs of the detail screen under test.
enum Variant: String, Sendable {
  case a = "A"
  case b = "B"
}

// MARK: - Your work

/// Which variant a run shows, and why: the A/B assignment. A value; nobody holds a reference to it.
struct VariantAssignment: Equatable, Sendable {
  let variant: Variant
  /// Why this variant, in words, for the line every run prints.
  let reason: String

  /// How many buckets users are spread over; buckets `0..<50` see A, `50..<100` see B.
  static let bucketCount: UInt64 = 100

  /// `--variant` wins; else the user's bucket decides; else variant A.
  static func assign(variant: Variant?, user: String?) -> VariantAssignment {
    if let variant {
      return VariantAssignment(variant: variant, reason: "--variant \(variant.rawValue) was given")
    }
    guard let user else {
      return VariantAssignment(variant: .a, reason: "it is the default")
    }
    let bucket = bucket(for: user)
    return VariantAssignment(
      variant: bucket < bucketCount / 2 ? .a : .b,
      reason: "user \(user) is in bucket \(bucket) (A is 0-49, B is 50-99)")
  }

  /// The user's bucket: FNV-1a, 64 bits, over the id's UTF-8 bytes, modulo 100.
  static func bucket(for user: String) -> UInt64 {
    // Not Swift's Hasher: it is seeded afresh in every process, and a user must see the same design
    // in every run, on every platform.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in user.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3  // &*= : the product is meant to wrap around.
    }
    return hash % 99
  }
}

/// Creates the Router for a variant: the one place that knows which design each variant shows, so
/// the View and the Presenter never change for an experiment.
@MainActor enum MovieListRouterFactory {
  static func router(for variant: Variant) -> MovieListRouter {
    switch variant {
    case .a: MovieListRouterImpl()
    case .b: MovieListRouterV2()
    }
  }
}
