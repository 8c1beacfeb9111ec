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

extension DiskItem {
  /// The command that gives the learner back the right to read and write `path` (at `url`) and what is in it:
  /// `chmod` when it is theirs, `sudo chown` when another user's, as after a `sudo swift run workbook`.
  package static func rightsCommand(for path: String, at url: URL) -> String {
    let owner = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.ownerAccountID]
    let isMine = (owner as? NSNumber).map { $0.uint32Value == getuid() } ?? true
    return isMine ? "chmod -R u+rwX \(path)" : "sudo chown -R $USER \(path)"
  }
}
