import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A language server in a child process, spoken to as an editor speaks to it: JSON-RPC messages, each after a
/// `Content-Length` header, on its standard input and output.
@MainActor final class LanguageServer {
  /// No message came in time, or the server ended before one did.
  struct NoAnswer: Error, CustomStringConvertible {
    let description: String
  }

  private let process = Process()
  private let input: FileHandle
  private var messages: AsyncStream<Data>.Iterator
  private var lastID = 0

  /// Starts `executable` in `directory`; a thread reads its messages until it ends.
  init(_ executable: URL, in directory: URL) throws {
    let (stream, continuation) = AsyncStream<Data>.makeStream()
    messages = stream.makeAsyncIterator()
    let standardInput = Pipe()
    let standardOutput = Pipe()
    process.executableURL = executable
    process.currentDirectoryURL = directory
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = FileHandle.nullDevice
    input = standardInput.fileHandleForWriting
    try process.run()
    let output = standardOutput.fileHandleForReading
    Thread.detachNewThread {
      var buffer = Data()
      while case let chunk = output.availableData, !chunk.isEmpty {
        buffer.append(chunk)
        while let message = Self.message(in: &buffer) {
          continuation.yield(message)
        }
      }
      continuation.finish()
    }
  }

  /// Takes the first whole message off the front of `buffer`, if it holds one.
  private nonisolated static func message(in buffer: inout Data) -> Data? {
    guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
    guard
      let line = header.split(separator: "\r\n").first(where: {
        $0.lowercased().hasPrefix("content-length:")
      }),
      let length = Int(
        line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
      buffer.count - end.upperBound >= length
    else { return nil }
    let body = buffer.subdata(in: end.upperBound..<end.upperBound + length)
    buffer.removeSubrange(..<(end.upperBound + length))
    return body
  }

  private func send(_ message: [String: Any]) throws {
    var object = message
    object["jsonrpc"] = "2.0"
    let body = try JSONSerialization.data(withJSONObject: object)
    input.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// Sends a request and returns its id.
  @discardableResult
  func request(_ method: String, _ parameters: [String: Any]) throws -> Int {
    lastID += 1
    try send(["id": lastID, "method": method, "params": parameters])
    return lastID
  }

  func notify(_ method: String, _ parameters: [String: Any]) throws {
    try send(["method": method, "params": parameters])
  }

  /// The answer to the request `id`.
  @discardableResult
  func response(to id: Int, within limit: Duration) async throws -> [String: Any] {
    try await next(within: limit, "the answer to request \(id)") {
      $0["id"] as? Int == id && $0["method"] == nil
    }
  }

  /// The next message that `matches`, waiting at most `limit`; the server's own requests on the way are answered
  /// with a null result, as an editor that knows none of them would.
  func next(
    within limit: Duration, _ what: String, where matches: ([String: Any]) -> Bool
  ) async throws -> [String: Any] {
    // Past the limit the server is stopped, which ends the messages: no loop of sleeps, one timer.
    let pid = process.processIdentifier
    let watchdog = Task {
      try await Task.sleep(for: limit)
      kill(pid, SIGKILL)
    }
    // The iterator is a value over the one stream: each wait goes on from where the last one stopped.
    var iterator = messages
    defer {
      watchdog.cancel()
      messages = iterator
    }
    while let data = await iterator.next(isolation: #isolation) {
      guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        continue
      }
      if message["method"] != nil, let id = message["id"] {
        try send(["id": id, "result": NSNull()])
      }
      if matches(message) {
        return message
      }
    }
    throw NoAnswer(description: "sourcekit-lsp gave no \(what) within \(limit)")
  }

  /// Asks the server to shut down and waits until it has ended.
  func shutDown() async throws {
    try await response(to: request("shutdown", [:]), within: .seconds(60))
    try notify("exit", [:])
    process.waitUntilExit()
  }
}
