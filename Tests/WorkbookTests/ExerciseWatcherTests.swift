import Foundation
import Testing

@testable import WorkbookCommandLine

@Suite("Noticing a save") struct ExerciseWatcherTests {
  @Test("A save that keeps the file's size and its time to the second is still seen")
  func sameSizeSameSecond() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "saves")
    let file = fixture.root.appendingPathComponent(exercise.sourcesPath + "/Describe.swift")
    let second = Date(timeIntervalSince1970: 1_700_000_000)
    try FileManager.default.setAttributes([.modificationDate: second], ofItemAtPath: file.path)
    let watcher = ExerciseWatcher(
      folder: fixture.root.appendingPathComponent(exercise.sourcesPath), pause: {})
    let before = watcher.snapshot()

    // The same number of bytes, and the time that a file system keeping whole seconds would record.
    try Data(WorkbookFixture.stub.replacingOccurrences(of: "\"\"", with: "\"?\"").dropLast().utf8)
      .write(to: file)
    try FileManager.default.setAttributes([.modificationDate: second], ofItemAtPath: file.path)

    #expect(try Data(contentsOf: file).count == Data(WorkbookFixture.stub.utf8).count)
    #expect(await watcher.change(since: before, maximumLooks: 1) != nil)
  }

  @Test("An editor's swap file, or a file saved as it was, is not a change")
  func notAChange() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "saves")
    let watcher = ExerciseWatcher(
      folder: fixture.root.appendingPathComponent(exercise.sourcesPath), pause: {})
    let before = watcher.snapshot()

    try fixture.write("swap\n", to: exercise.sourcesPath + "/.Describe.swift.swp")
    try fixture.write(WorkbookFixture.stub, to: exercise.sourcesPath + "/Describe.swift")

    #expect(await watcher.change(since: before, maximumLooks: 3) == nil)
  }
}
