import Foundation
import Testing

@testable import WorkbookExercises

@Suite("A lock that two workbooks at once take turns on") struct FileLockTests {
  @Test("A lock that another holds is waited for, said once, and then taken")
  func waitsAndSaysSo() async throws {
    let fixture = try WorkbookFixture()
    let path = fixture.root.appendingPathComponent(".workbook/x.lock").path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // Given another holder of the lock (another open file, as another process would have)
    let other = open(path, O_RDWR | O_CREAT, 0o644)
    #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
    var told = 0
    // When this one asks for it, and lets the other go once it has said that it waits
    let ran = try await FileLock.holding(
      path, patience: .zero,
      waiting: {
        told += 1
        close(other)
      }, couldNotLock: { ExerciseError($0) }, { true })
    // Then it said so once, and ran once the lock was free
    #expect(ran)
    #expect(told == 1)
  }

  @Test("A free lock is taken at once, without a word")
  func freeLock() async throws {
    let fixture = try WorkbookFixture()
    let path = fixture.root.appendingPathComponent(".workbook/x.lock").path
    var told = 0
    let value = try await FileLock.holding(
      path, patience: .zero, waiting: { told += 1 }, couldNotLock: { ExerciseError($0) }, { 42 })
    #expect(value == 42)
    #expect(told == 0)
  }

  @Test("A lock that cannot be opened is the caller's error, with the reason")
  func cannotOpen() async throws {
    let fixture = try WorkbookFixture()
    try fixture.write("a file\n", to: "blocker")
    let path = fixture.root.appendingPathComponent("blocker/x.lock").path
    await #expect(throws: ExerciseError("no lock: Not a directory")) {
      try await FileLock.holding(path, couldNotLock: { ExerciseError("no lock: " + $0) }, {})
    }
  }

  #if os(Linux)
    @Test(
      "A lock whose folder cannot be made gives the folder's reason, not that the lock's file is missing"
    )
    func folderCannotBeMade() async throws {
      // /sys takes no new folder, from root or anyone: as a repository the learner cannot write to.
      let path = "/sys/workbook-\(UUID().uuidString)/state.lock"
      let error = await #expect(throws: ExerciseError.self) {
        try await FileLock.holding(path, couldNotLock: { ExerciseError("no lock: " + $0) }, {})
      }
      let message = try #require(error?.message)
      #expect(message.hasPrefix("no lock: its folder cannot be made: "), "\(message)")
      #expect(!message.contains("No such file or directory"), "\(message)")
    }
  #endif

  @Test("Progress changed by another command since this one loaded it is kept when this one saves")
  func updateReadsTheFileAsItIsNow() async throws {
    let fixture = try WorkbookFixture()
    let store = ExerciseStateStore(root: fixture.root)
    // Given a command that loaded no progress, and another that then recorded 02
    #expect(try store.load().state.done.isEmpty)
    try await store.update { $0.done.insert("02") }
    // When the first records 01
    let saved = try await store.update { $0.done.insert("01") }
    // Then both are kept
    #expect(saved.done == ["01", "02"])
    #expect(try store.load().state.done == ["01", "02"])
  }
}
