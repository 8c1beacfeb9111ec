import Foundation
import Localization
import Testing

@testable import WorkbookExercises

@Suite("The state file") struct ExerciseStateTests {
  @Test("Progress saved is progress loaded, in a file that reads the same each time")
  func roundTrip() throws {
    let fixture = try WorkbookFixture()
    let store = ExerciseStateStore(root: fixture.root)
    var state = ExerciseState()
    state.done = ["02", "01"]
    state.hintsShown = ["03": 2]
    try store.save(state)
    let loaded = try store.load()
    #expect(loaded.state == state)
    #expect(loaded.warning == nil)
    #expect(fixture.read(ExerciseStateStore.path)?.contains("\"01\",\n    \"02\"") == true)
  }

  @Test(
    "The exercises that fail since they passed are saved in order, and only when there are some")
  func failing() throws {
    let fixture = try WorkbookFixture()
    let store = ExerciseStateStore(root: fixture.root)
    var state = ExerciseState()
    state.done = ["01", "02", "03"]
    try store.save(state)
    #expect(fixture.read(ExerciseStateStore.path)?.contains("failing") == false)
    state.failing = ["03", "01"]
    try store.save(state)
    #expect(try store.load().state == state)
    #expect(
      fixture.read(ExerciseStateStore.path)?.contains("\"failing\" : [\n    \"01\",\n    \"03\"")
        == true)
  }

  @Test("No state file means no progress yet, without a warning")
  func missing() throws {
    let fixture = try WorkbookFixture()
    let loaded = try ExerciseStateStore(root: fixture.root).load()
    #expect(loaded.state == ExerciseState())
    #expect(loaded.warning == nil)
  }

  @Test(
    "A corrupt state file gives a clear warning and a fresh start, and a copy of it is kept",
    arguments: Language.allCases)
  func corrupt(language: Language) throws {
    let fixture = try WorkbookFixture()
    try fixture.write("{ not json", to: ExerciseStateStore.path)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let loaded = try Language.$current.withValue(language) {
      try ExerciseStateStore(root: fixture.root).load(now: now)
    }
    #expect(loaded.state == ExerciseState())
    let copy = ".workbook/state-unreadable-\(ExerciseStateStore.stamp(now)).json"
    let warnings: [Language: String] = [
      .english:
        ".workbook/state.json is not valid progress (not JSON); a copy is kept at \(copy). Starting afresh.",
      .simplifiedChinese: ".workbook/state.json 不是有效的进度文件（不是 JSON）；已在 "
        + ".workbook/state-unreadable-\(ExerciseStateStore.stamp(now)).json 留了一份副本。进度从头开始。",
    ]
    #expect(loaded.warning == warnings[language])
    #expect(fixture.read(copy) == "{ not json")
  }

  @Test("A state file with a value of the wrong type is corrupt too")
  func wrongType() throws {
    let fixture = try WorkbookFixture()
    try fixture.write("{\"done\": 3}", to: ExerciseStateStore.path)
    let loaded = try ExerciseStateStore(root: fixture.root).load()
    #expect(loaded.warning?.contains("\"done\" has the wrong type") == true)
  }

  @Test("A state file that is a JSON list says what it should be")
  func list() throws {
    let fixture = try WorkbookFixture()
    try fixture.write("[1,2]", to: ExerciseStateStore.path)
    let loaded = try ExerciseStateStore(root: fixture.root).load()
    #expect(
      loaded.warning?.hasPrefix(
        ".workbook/state.json is not valid progress (it should be a JSON object with \"done\" and "
          + "\"hintsShown\"); a copy is kept at .workbook/state-unreadable-") == true)
  }

  @Test("Two corrupt state files in one second are both kept, under names of their own")
  func twoCopies() throws {
    let fixture = try WorkbookFixture()
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let store = ExerciseStateStore(root: fixture.root)
    try fixture.write("first", to: ExerciseStateStore.path)
    _ = try store.load(now: now)
    try fixture.write("second", to: ExerciseStateStore.path)
    let loaded = try store.load(now: now)
    let stem = ".workbook/state-unreadable-\(ExerciseStateStore.stamp(now))"
    #expect(fixture.read(stem + ".json") == "first")
    #expect(fixture.read(stem + "-2.json") == "second")
    #expect(loaded.warning?.contains(stem + "-2.json") == true)
  }

  @Test(
    "A state file that is a folder, or a .workbook that is a file, is an error that says what to do"
  )
  func notAFile() throws {
    let fixture = try WorkbookFixture()
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent(ExerciseStateStore.path),
      withIntermediateDirectories: true)
    #expect(
      throws: ExerciseError(
        ".workbook/state.json is a folder, but it should be the file that keeps your progress. Move it "
          + "away (mv .workbook/state.json .workbook/state-folder), then run the workbook again.")
    ) { try ExerciseStateStore(root: fixture.root).load() }

    try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(".workbook"))
    try fixture.write("", to: ".workbook")
    #expect(
      throws: ExerciseError(
        ".workbook is a file, but the workbook keeps your progress and its builds in a folder of that "
          + "name. Move the file away (mv .workbook .workbook-file), then run the workbook again.")
    ) { try ExerciseStateStore(root: fixture.root).load() }
  }

  @Test("A state file that cannot be read is an error, and it is never written over")
  func unreadable() async throws {
    let fixture = try WorkbookFixture()
    let progress = #"{"done": ["01"]}"#
    try fixture.write(progress, to: ExerciseStateStore.path)
    var store = ExerciseStateStore(root: fixture.root)
    store.read = { _ in nil }
    #expect(
      throws: ExerciseError(
        ".workbook/state.json cannot be read, so the workbook stops rather than start afresh and write "
          + "over your progress. Make it readable (chmod u+rw .workbook/state.json), then run the "
          + "workbook again.")
    ) { try store.load() }
    #expect(fixture.read(ExerciseStateStore.path) == progress)
  }
}
