import Foundation
import WorkbookStageTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves a folder over HTTP on 127.0.0.1, on a port the system picks, as a static host serves the site that
/// `workbook tutorial --output` writes: a path is a file, or a folder's `index.html`. Just enough of HTTP/1.1
/// for a browser to load the pages (GET, one request a connection, each on a thread of its own); the
/// toolchain has no server to do it.
final class StaticSiteServer: Sendable {
  /// `http://127.0.0.1:PORT`.
  let address: String
  private let listener: Int32

  init(serving folder: URL) throws {
    guard let socket = LoopbackSocket(listening: true) else {
      throw CocoaError(.fileReadUnknown, userInfo: ["reason": String(cString: strerror(errno))])
    }
    address = "http://127.0.0.1:\(socket.port)"
    listener = socket.descriptor
    let thread = Thread { [listener] in
      // Ends when `stop()` closes the listener: `accept` fails then.
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        // A browser opens connections ahead of its requests, and may leave one unused: each is answered on
        // a thread of its own, and one that sends nothing for 5 seconds is closed.
        var wait = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(
          connection, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        DispatchQueue.global().async { Self.answer(connection, from: folder) }
      }
    }
    thread.start()
  }

  /// Stops listening; a page being sent is finished.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Reads one request from `connection`, sends the file it asks for or 404, and closes it.
  private static func answer(_ connection: Int32, from folder: URL) {
    defer { close(connection) }
    var request = [UInt8](repeating: 0, count: 8192)
    let count = recv(connection, &request, request.count, 0)
    guard count > 0 else { return }
    // `GET /tutorials/topmovies/stage1mvvm?x HTTP/1.1`
    let words = String(decoding: request[..<count], as: UTF8.self).split(separator: " ")
    let path =
      words.count > 1
      ? String(words[1].prefix { $0 != "?" && $0 != "#" }).removingPercentEncoding ?? "" : ""
    var file = folder.appendingPathComponent(path)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue
    {
      file.appendPathComponent("index.html")
    }
    let body: Data
    let status: String
    if !path.split(separator: "/").contains(".."), let data = try? Data(contentsOf: file) {
      (status, body) = ("200 OK", data)
    } else {
      (status, body) = ("404 Not Found", Data("Not found".utf8))
    }
    let types = [
      "html": "text/html; charset=utf-8", "js": "text/javascript", "css": "text/css",
      "json": "application/json", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg",
      "ico": "image/x-icon",
    ]
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: \(types[file.pathExtension] ?? "application/octet-stream")\r\n"
      + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    for part in [Data(head.utf8), body] {
      part.withUnsafeBytes { bytes in
        var sent = 0
        while sent < bytes.count {
          let written = send(connection, bytes.baseAddress! + sent, bytes.count - sent, 0)
          guard written > 0 else { return }
          sent += written
        }
      }
    }
  }
}
