/// One problem a test recorded: where (`ReviewFormatterTests.swift:12:5`, then as the learner knows it) and what.
package struct RunnerIssue: Sendable, Equatable {
  package var location: String?
  /// What failed, as Swift Testing words it. An expectation written over several lines is quoted over as many.
  package var message: String
  /// What Swift Testing adds under it, with its marks: `± ` the difference between the values, `↳ ` a comment
  /// or the arguments of a parameterized test's case.
  package var details: [String] = []

  package init(location: String? = nil, message: String, details: [String] = []) {
    self.location = location
    self.message = message
    self.details = details
  }
}

/// What became of one test in a run.
package struct RunnerTestResult: Sendable, Equatable {
  /// How the test ended.
  package enum Outcome: Sendable, Equatable {
    case passed, failed, skipped
    /// Started and never finished: the process crashed or was stopped while it ran.
    case unfinished
  }

  /// The display name (`"Formats the rating"`), or the function's name when it has none (`rating()`).
  package var name: String
  package var outcome: Outcome
  package var issues: [RunnerIssue] = []
  /// The test function's name without its arguments (`rating`), which the tables of names and of mutants'
  /// signatures are keyed by; empty when the stream did not give it.
  package var function = ""
  /// The name of the suite the test is in, as the report names it (`check --all` heads its tests with it);
  /// empty for a test outside a suite.
  package var suite = ""

  package init(
    name: String, outcome: Outcome, issues: [RunnerIssue] = [], function: String = "",
    suite: String = ""
  ) {
    self.name = name
    self.outcome = outcome
    self.issues = issues
    self.function = function
    self.suite = suite
  }
}
