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

  /// The variant of a run: from `--variant`, from the user's bucket, or the default (see the README).
  static func assign(variant: Variant?, user: String?) -> VariantAssignment {
    // TODO: When both --variant and a user are given, which one decides? Which buckets see A, and
    //       which see B? What does a run with neither see? What does each `reason` tell the user?
    VariantAssignment(variant: .a, reason: "")
  }

  /// The user's bucket, from 0 to 99: the same for the same id in every run (see the README).
  static func bucket(for user: String) -> UInt64 {
    // TODO: Which hash gives this id the same number in every run and on every platform (the README
    //       describes it)? Which bytes of the id go into it? How do you turn the hash into a bucket
    //       from 0 to 99?
    0
  }
}

/// Creates the Router for a variant: the one place that knows which design each variant shows, so
/// the View and the Presenter never change for an experiment.
@MainActor enum MovieListRouterFactory {
  static func router(for variant: Variant) -> MovieListRouter {
    // TODO: Which Router opens today's detail screen, and which one opens the redesign?
    MovieListRouterImpl()
  }
}
