import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// Where the running executable is, found without `Bundle.main`: on Linux, Foundation's `_mainBundle` stops the
/// process (signal 4) when the executable's folder cannot be read by the user who runs it.
package enum ExecutableLocation {
  /// The running executable's file; `nil` when the system cannot say.
  package static var url: URL? {
    #if canImport(Darwin)
      var size: UInt32 = 0
      // The first call only asks for the size the path needs.
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      let path = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    #else
      // The kernel's link to the executable, read with readlink(2).
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map {
        URL(fileURLWithPath: $0)
      }
    #endif
  }

  /// The SwiftPM options that build into the same place as the executable at `path` was built: its
  /// scratch path (the folder above it with `workspace-state.json`) and its configuration.
  package static func buildOptions(forExecutableAt path: URL) -> [String] {
    let folder = path.resolvingSymlinksInPath().deletingLastPathComponent()
    var options = folder.lastPathComponent == "release" ? ["--configuration", "release"] : []
    var candidate = folder
    for _ in 0..<3 {
      candidate = candidate.deletingLastPathComponent()
      if FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("workspace-state.json").path)
      {
        options += ["--scratch-path", candidate.path]
        break
      }
    }
    return options
  }
}
