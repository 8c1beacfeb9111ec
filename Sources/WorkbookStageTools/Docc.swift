import Foundation
import Synchronization
import WorkbookProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The toolchain's documentation compiler, which builds the tutorial: on the `PATH`, or through `xcrun`.
package struct Docc: Sendable {
  /// The program: `/usr/bin/docc`.
  package let path: String

  /// `docc` where the `PATH` in `variables` finds it, else where `xcrun` does; else what to install.
  package static func locate(in variables: [String: String]) throws(StageToolError) -> Docc {
    let manager = FileManager.default
    let folders = (variables["PATH"] ?? "").split(separator: ":")
    func found(_ name: String) -> String? {
      folders.map { "\($0)/\(name)" }.first { manager.isExecutableFile(atPath: $0) }
    }
    if let docc = found("docc") {
      return Docc(path: docc)
    }
    if let xcrun = found("xcrun") {
      let result = RunnerProcess.runBlocking(
        [xcrun, "--find", "docc"], timeout: .seconds(30), keepingErrors: false)
      let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      if result.succeeded, manager.isExecutableFile(atPath: path) {
        return Docc(path: path)
      }
    }
    throw StageToolError(
      en:
        "docc is not installed. It comes with the Swift toolchain on Linux (5.6 or later, from "
        + "swift.org) and with Xcode on macOS: install one, then run the command again.",
      zh: "没有安装 docc。Linux 上的 Swift 工具链（5.6 或更新，来自 swift.org）和 macOS 上的 Xcode 都带有它："
        + "装好其中一个，再运行这条命令。")
  }

  /// The options that name the catalog for docc, which has no `Info.plist` to read them from.
  private static let bundle = [
    "--fallback-display-name", TutorialCatalog.tableOfContents.displayName,
    "--fallback-bundle-identifier", "org.topmovies.workbook",
  ]

  /// Builds `catalog` into a static site in `site`, served from its root, or under `hostingBasePath`.
  package func convert(_ catalog: URL, to site: URL, hostingBasePath: String?)
    async throws(StageToolError)
  {
    let result = await RunnerProcess.run(
      [path, "convert", catalog.path, "--output-path", site.path, "--transform-for-static-hosting"]
        + (hostingBasePath.map { ["--hosting-base-path", $0] } ?? []) + Self.bundle,
      timeout: RunnerProcess.buildTimeout, whileProgressing: true)
    guard result.succeeded else { throw Self.failure(result) }
  }

  /// Serves `catalog` with `docc preview` on a free port, its site in `outputPath`, until Ctrl-C; `serving` is
  /// told the address (`http://localhost:8123`) once the port `answers`. Returns docc's exit status.
  package func preview(
    _ catalog: URL, outputPath: URL,
    answers: @escaping @Sendable (Int) -> Bool = LoopbackSocket.answers(port:),
    serving: @escaping @MainActor @Sendable (String) -> Void
  ) async throws(StageToolError) -> Int32 {
    // Another program may take the free port first: docc says it is not available, and a new try takes another.
    for _ in 1...3 {
      let port = try Self.freePort()
      let address = "http://localhost:\(port)"
      let watch = PreviewWatch(address: address)
      let result = await RunnerProcess.run(
        [path, "preview", catalog.path, "--port", "\(port)", "--output-path", outputPath.path]
          + Self.bundle,
        timeout: Self.previewTimeout,
        reading: { data in
          guard watch.read(data) else { return }
          // docc gives its address before it takes the port, which may not be free: wait until it answers.
          Task {
            while !watch.hasEnded {
              if answers(port) {
                if watch.serve() { await serving(address) }
                return
              }
              try? await Task.sleep(for: .milliseconds(50))
            }
          }
        })
      if watch.end() {
        return result.status
      }
      guard result.output.contains("is not available") else { throw Self.failure(result) }
    }
    throw StageToolError(
      en: "docc preview found no free port three times; run the command again.",
      zh: "docc preview 三次都没找到空闲端口；请再运行一次这条命令。")
  }

  /// How long a preview may serve: until Ctrl-C, in practice.
  private static let previewTimeout = Duration.seconds(7 * 24 * 3600)

  /// What docc said went wrong: its first error line, or its last line.
  private static func failure(_ result: RunnerProcessResult) -> StageToolError {
    let lines = result.output.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let said = lines.first { $0.hasPrefix("error:") || $0.hasPrefix("Error:") } ?? lines.last ?? ""
    return StageToolError(
      en: "docc could not build the tutorial: \(said)", zh: "docc 无法构建教程：\(said)")
  }

  /// A TCP port that nothing listens on now: the one the system gives a socket bound to port 0.
  private static func freePort() throws(StageToolError) -> Int {
    guard let socket = LoopbackSocket(listening: false) else {
      throw StageToolError(
        en: "Cannot find a free port on this computer: \(String(cString: strerror(errno)))",
        zh: "在这台电脑上找不到空闲端口：\(String(cString: strerror(errno)))")
    }
    close(socket.descriptor)
    return socket.port
  }
}

/// A TCP socket bound to 127.0.0.1 on a port the system picks: a free port for docc, and the browser test's.
package struct LoopbackSocket: Sendable {
  package let descriptor: Int32
  package let port: Int

  /// Binds a new socket, listening for connections if `listening`; `nil`, with `errno` set, when it cannot.
  package init?(listening: Bool) {
    let descriptor = socket(AF_INET, Self.stream, 0)
    guard descriptor >= 0 else { return nil }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let (bound, address) = Self.withAddress(port: 0) { address in
      bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
        && (!listening || listen(descriptor, 64) == 0)
    }
    guard bound else {
      let reason = errno
      close(descriptor)
      errno = reason
      return nil
    }
    self.descriptor = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether something on this computer accepts a connection on `port` of 127.0.0.1 now.
  package static func answers(port: Int) -> Bool {
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return withAddress(port: port) { address in
      connect(descriptor, address, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
    }.succeeded
  }

  /// What `body` returns when given 127.0.0.1 at `port` (0: any free port), and the address as it left it.
  private static func withAddress(
    port: Int, _ body: (UnsafeMutablePointer<sockaddr>) -> Bool
  ) -> (succeeded: Bool, address: sockaddr_in) {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    let succeeded = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
    }
    return (succeeded, address)
  }

  /// A TCP socket's type, which Glibc and Darwin spell differently.
  private static var stream: Int32 {
    #if os(Linux)
      Int32(SOCK_STREAM.rawValue)
    #else
      SOCK_STREAM
    #endif
  }
}

/// Follows `docc preview`'s output to the end of the banner that says its address, and whether it was told.
private final class PreviewWatch: Sendable {
  private let address: String
  private let state = Mutex((text: "", bannerEnded: false, served: false, ended: false))

  init(address: String) {
    self.address = address
  }

  /// Reads the next piece of docc's output; true once, on the piece that ends the banner.
  func read(_ data: Data) -> Bool {
    state.withLock { state in
      guard !state.bannerEnded else { return false }
      state.text += String(decoding: data, as: UTF8.self)
      // The banner: `Starting Local Preview Server`, `Address: http://localhost:PORT/…`, then a rule of `=`.
      guard let said = state.text.range(of: "Address: " + address),
        state.text[said.upperBound...].contains("\n=")
      else { return false }
      state.bannerEnded = true
      return true
    }
  }

  /// Records that the address is told; false, and nothing recorded, once docc has ended.
  func serve() -> Bool {
    state.withLock { state in
      guard !state.ended else { return false }
      state.served = true
      return true
    }
  }

  /// Records that docc has ended; whether the address was told.
  func end() -> Bool {
    state.withLock { state in
      state.ended = true
      return state.served
    }
  }

  var hasEnded: Bool { state.withLock { $0.ended } }
}
