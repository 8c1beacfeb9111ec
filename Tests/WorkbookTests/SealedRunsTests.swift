import Foundation
import Synchronization
import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner

/// The order of a sealed check's runs tells nothing: the given code never runs first, runs more than once, and
/// never beside another run of itself.
@Suite("The runs of a check of written tests") struct SealedRunsTests {
  private let exercise = Exercise(
    id: "11", folder: "11-tests", title: "Tests", stage: 3, concept: "", lesson: "", files: [],
    hints: [])

  @Test("Every mutant runs once and the given code three times, never first, in orders that differ")
  func order() {
    var firsts: Set<RunnerSealedTests.SealedRun> = []
    var orders: Set<[RunnerSealedTests.SealedRun]> = []
    for _ in 0..<200 {
      let runs = RunnerSealedTests.order(mutants: [0, 1, 2, 3])
      #expect(runs.count == 7)
      #expect(runs.filter { $0 == .given }.count == 3)
      let mutants: [Int] = runs.compactMap {
        if case .mutant(let index) = $0 { index } else { nil }
      }
      #expect(mutants.sorted() == [0, 1, 2, 3])
      #expect(runs.first != .given)
      firsts.insert(runs[0])
      orders.insert(runs)
    }
    // Random: each mutant comes first at times, and the given code takes many places.
    let mutants: Set<RunnerSealedTests.SealedRun> = [
      .mutant(0), .mutant(1), .mutant(2), .mutant(3),
    ]
    #expect(firsts == mutants)
    #expect(orders.count > 50)
  }

  @Test("With no mutant, the given code still runs three times")
  func orderWithoutMutants() {
    let runs: [RunnerSealedTests.SealedRun] = RunnerSealedTests.order(mutants: [])
    #expect(runs == [.given, .given, .given])
  }

  @Test(
    "Two runs of the given code never run at once, and every run is started while the given code passes"
  )
  func neverTwoGivenAtOnce() async {
    let order: [RunnerSealedTests.SealedRun] = [
      .mutant(0), .given, .given, .mutant(1), .given, .mutant(2),
    ]
    // Atomics, not Mutexes: ThreadSanitizer follows atomic operations, and cannot see a Mutex's futex.
    let started = Atomic(0)
    let givenRunning = Atomic(0)
    let overlaps = Atomic(0)
    let exercise = exercise
    let runs = await RunnerSealedTests.runInOrder(order, slots: 3) { run in
      started.add(1, ordering: .sequentiallyConsistent)
      if run == .given {
        if givenRunning.add(1, ordering: .sequentiallyConsistent).oldValue > 0 {
          overlaps.add(1, ordering: .sequentiallyConsistent)
        }
        // Stays until four runs have started: with three slots, two of the given code would both be in.
        while started.load(ordering: .sequentiallyConsistent) < 4 { await Task.yield() }
        givenRunning.subtract(1, ordering: .sequentiallyConsistent)
      }
      return ExerciseCheckResult(exercise: exercise, verdict: .passed)
    }
    #expect(runs.map(\.run) == order)
    #expect(overlaps.load(ordering: .sequentiallyConsistent) == 0)
  }

  @Test("Once a run of the given code fails, no run starts after it")
  func stopsAfterTheGivenCodeFails() async {
    let order: [RunnerSealedTests.SealedRun] = [.mutant(0), .given, .mutant(1), .mutant(2), .given]
    let exercise = exercise
    let runs = await RunnerSealedTests.runInOrder(order, slots: 1) { run in
      ExerciseCheckResult(exercise: exercise, verdict: run == .given ? .failed : .passed)
    }
    #expect(runs.map(\.run) == [.mutant(0), .given])
  }
}
