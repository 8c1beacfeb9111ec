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
}
