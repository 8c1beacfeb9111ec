import Foundation
import Testing

@testable import WorkbookCore

@Suite("The state file") struct ExerciseStateTests {
  @Test("Progress saved is progress loaded, in a file that reads the same each time")
  func roundTrip() throws {
    let fixture = try WorkbookFixture()
    let store = ExerciseStateStore(root: fixture.root)
    var state = ExerciseState()
    state.done = ["02", "01"]
    state.hintsShown = ["03": 2]
    try store.save(state)
    let loaded = store.load()
    #expect(loaded.state == state)
    #expect(loaded.warning == nil)
    #expect(fixture.read(ExerciseStateStore.path)?.contains("\"01\",\n    \"02\"") == true)
  }

  @Test("No state file means no progress yet, without a warning")
  func missing() throws {
    let fixture = try WorkbookFixture()
    let loaded = ExerciseStateStore(root: fixture.root).load()
    #expect(loaded.state == ExerciseState())
    #expect(loaded.warning == nil)
  }

  @Test("A corrupt state file gives a clear warning and a fresh start, and a copy of it is kept")
  func corrupt() throws {
    let fixture = try WorkbookFixture()
    try fixture.write("{ not json", to: ExerciseStateStore.path)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let loaded = ExerciseStateStore(root: fixture.root).load(now: now)
    #expect(loaded.state == ExerciseState())
    let copy = ".workbook/state-unreadable-\(ExerciseStateStore.stamp(now)).json"
    #expect(
      loaded.warning?.contains(".workbook/state.json is not valid progress (not JSON)") == true)
    #expect(loaded.warning?.contains(copy) == true)
    #expect(fixture.read(copy) == "{ not json")
  }

  @Test("A state file with a value of the wrong type is corrupt too")
  func wrongType() throws {
    let fixture = try WorkbookFixture()
    try fixture.write("{\"done\": 3}", to: ExerciseStateStore.path)
    let loaded = ExerciseStateStore(root: fixture.root).load()
    #expect(loaded.warning?.contains("\"done\" has the wrong type") == true)
  }
}

@Suite("The exercises' metadata") struct ExerciseCatalogTests {
  private func error(_ prepare: (WorkbookFixture) throws -> Void) throws -> String? {
    let fixture = try WorkbookFixture()
    try prepare(fixture)
    do {
      _ = try ExerciseCatalog(root: fixture.root)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("Good metadata reads in order, and an id, a number or a folder names an exercise")
  func good() throws {
    let fixture = try WorkbookFixture()
    let first = try fixture.addExercise("01", "first")
    let second = try fixture.addExercise("02", "second")
    try fixture.writeMetadata([first, second])
    let catalog = try ExerciseCatalog(root: fixture.root)
    #expect(catalog.exercises == [first, second])
    #expect(catalog.exercise(named: "2") == second)
    #expect(catalog.exercise(named: "01-first") == first)
    #expect(catalog.exercise(named: "9") == nil)
  }

  @Test("A missing metadata file is one clear error that names it")
  func missingFile() throws {
    #expect(
      try error { _ in }
        == "Error: Exercises/exercises.json is missing: it lists the exercises, so the workbook cannot start without it."
    )
  }

  @Test("Metadata that is not JSON is one clear error that names the file")
  func invalidJSON() throws {
    let message = try error { try $0.write("[{", to: ExerciseCatalog.metadataPath) }
    #expect(message?.hasPrefix("Error: Exercises/exercises.json: not valid JSON") == true)
  }

  @Test("A missing key names the exercise and the key")
  func missingKey() throws {
    let message = try error { fixture in
      try fixture.addExercise("01", "first")
      try fixture.write(
        "[{\"id\": \"01\", \"folder\": \"01-first\", \"title\": \"T\", \"stage\": 1}]",
        to: ExerciseCatalog.metadataPath)
    }
    #expect(message == "Error: Exercises/exercises.json: exercise 1 has no \"concept\".")
  }

  @Test("Two exercises with one id is an error that names the id")
  func duplicateID() throws {
    let message = try error { fixture in
      let exercise = try fixture.addExercise("01", "first")
      try fixture.writeMetadata([exercise, exercise])
    }
    #expect(
      message
        == "Error: Exercises/exercises.json: the id \"01\" is used twice; every exercise needs its own."
    )
  }

  @Test("A folder that does not exist is an error that names it")
  func missingFolder() throws {
    let message = try error { fixture in
      let exercise = try fixture.addExercise("01", "first")
      try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(exercise.path))
      try fixture.writeMetadata([exercise])
    }
    #expect(
      message
        == "Error: Exercises/exercises.json: exercise \"01\" names the folder Exercises/01-first, which does not exist."
    )
  }
}
