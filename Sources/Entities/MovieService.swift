import Localization

/// Why a fetch failed.
public enum MovieServiceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The failure that `--fail N` asks for, so the error path can be seen without a real network.
  case simulatedNetworkFailure

  public var description: String {
    switch self {
    case .simulatedNetworkFailure:
      localized(
        en: "the network is unreachable (a simulated failure)", zh: "网络不可用（模拟的故障）")
    }
  }
}

/// What fetches the movies, as a protocol so that a test can hand an Interactor a mock (seed 000's
/// `UserServiceProtocol`). `MovieService` is the real one.
public protocol MovieServiceProtocol: Sendable {
  func fetchMovies() async throws -> [Movie]
}

/// The stand-in for a network API: it hands out the movies after a delay, and fails when told to.
///
/// An `actor`, because it keeps mutable state (how many failures are left) and is called from the main actor
/// while it waits. The delay is injected (`sleep`), so tests never wait for real time.
public actor MovieService: MovieServiceProtocol {
  /// The seeds' delay: long enough to see the spinner.
  public static let defaultLatency: Duration = .milliseconds(1500)

  /// How the service waits; tests pass one that returns at once.
  public typealias Sleep = @Sendable (Duration) async throws -> Void

  private let movies: [Movie]
  private let latency: Duration
  private var failuresLeft: Int
  private let sleep: Sleep

  /// - Parameters:
  ///   - movies: what every successful fetch returns.
  ///   - latency: the simulated network delay.
  ///   - failures: how many of the first fetches fail with `MovieServiceError.simulatedNetworkFailure`.
  ///   - sleep: how to wait for `latency`.
  public init(
    movies: [Movie],
    latency: Duration = defaultLatency,
    failures: Int = 0,
    sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
  ) {
    self.movies = movies
    self.latency = latency
    self.failuresLeft = failures
    self.sleep = sleep
  }

  /// The movies, after the simulated delay.
  public func fetchMovies() async throws -> [Movie] {
    if latency > .zero {
      try await sleep(latency)
    }
    if failuresLeft > 0 {
      failuresLeft -= 1
      throw MovieServiceError.simulatedNetworkFailure
    }
    return movies
  }
}
