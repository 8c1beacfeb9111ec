import Entities
import TerminalKit

// TopMoviesApp has the stage's `Variant` and `VariantAssignment`, which the app uses. The two below are
// this exercise's own: declared in this module, they hide TopMoviesApp's of the same name here, and
// they are the ones the tests check.

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
    // TODO: 1. A variant given with --variant wins, whatever the user.
    //       2. Else, with a user: bucket 0-49 is A, 50-99 is B; the reason names the bucket.
    //       3. Else: variant A.
    VariantAssignment(variant: .a, reason: "")
  }

  /// The user's bucket: FNV-1a, 64 bits, over the id's UTF-8 bytes, modulo 100.
  static func bucket(for user: String) -> UInt64 {
    // TODO: Start from the offset basis 0xcbf29ce484222325; for each UTF-8 byte, XOR it in, then
    //       multiply by the prime 0x100000001b3 (letting the product wrap around). Return hash %
    // 100.
    //       Not `hashValue` or `Hasher`: they change from one run to the next.
    0
  }
}

/// Creates the Router for a variant: the one place that knows which design each variant shows, so
/// the View and the Presenter never change for an experiment.
@MainActor enum MovieListRouterFactory {
  static func router(for variant: Variant) -> MovieListRouter {
    // TODO: Variant A keeps today's detail screen; variant B gets the redesign.
    MovieListRouterImpl()
  }
}
