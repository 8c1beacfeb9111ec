import Foundation

/// What a path names on the disk: a file or a folder. `DiskItem(at:)` is `nil` when nothing is there.
package enum DiskItem: Sendable, Equatable {
  case file, folder

  package init?(at url: URL) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return nil
    }
    self = isFolder.boolValue ? .folder : .file
  }
}
