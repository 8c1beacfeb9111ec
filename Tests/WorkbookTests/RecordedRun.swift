import Foundation
import Localization

@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookRunner

/// Swift Testing's event streams (`--event-stream-version 0`) and console text, recorded with Swift 6.3.1 on Linux
/// from real runs of a small exercise package (`Exercise01`, `Exercise01Tests`), one test at a time as the runner
/// runs them. Only each issue's `_backtrace` (a list of addresses) is cut, to keep the lines short.
enum RecordedRun {
  /// One test, which passes.
  static let passing = #"""
    {"kind":"test","payload":{"displayName":"Movies","id":"Exercise01Tests.MoviesTests","kind":"suite","name":"MoviesTests","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":2,"fileID":"Exercise01Tests\/MoviesTests.swift","line":5}},"version":0}
    {"kind":"test","payload":{"displayName":"Lists a film that failed to load before","id":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4","isParameterized":false,"kind":"function","name":"listsFailed()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":14}},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.971993856,"since1970":1796100783.7438982},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.989412099,"since1970":1796100783.761316},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"Movies\" started."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.98987202,"since1970":1796100783.761776},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Lists a film that failed to load before\" started."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.990225883,"since1970":1796100783.76213},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"Lists a film that failed to load before\" passed after 0.001 seconds."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.990606845,"since1970":1796100783.7625108},"kind":"testEnded","messages":[{"symbol":"pass","text":"Suite \"Movies\" passed after 0.001 seconds."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.990698176,"since1970":1796100783.762602},"kind":"runEnded","messages":[{"symbol":"pass","text":"Test run with 1 test in 1 suite passed after 0.018 seconds."}]},"version":0}
    """#

  /// Every kind of test: one passes, four fail (with a comment, a difference, an expectation written over
  /// four lines, one case of a parameterized test), one is skipped; the names hold "skipped", "passed" and
  /// "failed".
  static let failing = #"""
    {"kind":"test","payload":{"displayName":"Movies","id":"Exercise01Tests.MoviesTests","kind":"suite","name":"MoviesTests","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":2,"fileID":"Exercise01Tests\/MoviesTests.swift","line":5}},"version":0}
    {"kind":"test","payload":{"displayName":"Hides skipped movies","id":"Exercise01Tests.MoviesTests\/hidesSkipped()\/MoviesTests.swift:6:4","isParameterized":false,"kind":"function","name":"hidesSkipped()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":6}},"version":0}
    {"kind":"test","payload":{"displayName":"Shows only the movies that passed the filter","id":"Exercise01Tests.MoviesTests\/showsPassed()\/MoviesTests.swift:10:4","isParameterized":false,"kind":"function","name":"showsPassed()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":10}},"version":0}
    {"kind":"test","payload":{"displayName":"Lists a film that failed to load before","id":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4","isParameterized":false,"kind":"function","name":"listsFailed()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":14}},"version":0}
    {"kind":"test","payload":{"displayName":"Keeps the titles in order","id":"Exercise01Tests.MoviesTests\/keepsOrder()\/MoviesTests.swift:18:4","isParameterized":false,"kind":"function","name":"keepsOrder()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":18}},"version":0}
    {"kind":"test","payload":{"_testCases":[{"displayName":"8.85, \"8.9\"","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [56, 46, 56, 53]), Testing.Test.Case.Argument.ID(bytes: [34, 56, 46, 57, 34])], discriminator: 0, isStable: true"},{"displayName":"9.0, \"9.0\"","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [57]), Testing.Test.Case.Argument.ID(bytes: [34, 57, 46, 48, 34])], discriminator: 0, isStable: true"}],"displayName":"The rating has one decimal","id":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4","isParameterized":true,"kind":"function","name":"rounds(value:expected:)","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":26}},"version":0}
    {"kind":"test","payload":{"displayName":"Shows the reviews","id":"Exercise01Tests.MoviesTests\/reviews()\/MoviesTests.swift:31:4","isParameterized":false,"kind":"function","name":"reviews()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":31}},"version":0}
    {"kind":"test","payload":{"displayName":"The top movie is the first","id":"Exercise01Tests.MoviesTests\/topIsFirst()\/MoviesTests.swift:33:4","isParameterized":false,"kind":"function","name":"topIsFirst()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":33}},"version":0}
    {"kind":"test","payload":{"displayName":"Loading ends","id":"Exercise01Tests.MoviesTests\/loads()\/MoviesTests.swift:37:4","isParameterized":false,"kind":"function","name":"loads()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":37}},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.277765912,"since1970":1796100780.04967},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.278261279,"since1970":1796100780.0501654},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"Movies\" started."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.278828711,"since1970":1796100780.0507329},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Hides skipped movies\" started."}],"testID":"Exercise01Tests.MoviesTests\/hidesSkipped()\/MoviesTests.swift:6:4"},"version":0}
    {"kind":"event","payload":{"_comments":["a skipped movie is not shown"],"_sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":7},"instant":{"absolute":41214.279961582,"since1970":1796100780.051866},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":7}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (visible([\"Heat\", \"Up\"], skipping: [\"Up\"]) → [\"Heat\", \"Up\"]) == [\"Heat\"]"},{"symbol":"difference","text":"inserted [\"Up\"]"},{"symbol":"details","text":"a skipped movie is not shown"}],"testID":"Exercise01Tests.MoviesTests\/hidesSkipped()\/MoviesTests.swift:6:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.284979083,"since1970":1796100780.056883},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"Hides skipped movies\" failed after 0.006 seconds with 1 issue."}],"testID":"Exercise01Tests.MoviesTests\/hidesSkipped()\/MoviesTests.swift:6:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.285404299,"since1970":1796100780.0573082},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Shows only the movies that passed the filter\" started."}],"testID":"Exercise01Tests.MoviesTests\/showsPassed()\/MoviesTests.swift:10:4"},"version":0}
    {"kind":"event","payload":{"_comments":[],"_sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":11},"instant":{"absolute":41214.285659447,"since1970":1796100780.0575638},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":11}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (visible([\"Heat\", \"Up\"], skipping: [\"Heat\"]) → [\"Heat\", \"Up\"]) == [\"Up\"]"},{"symbol":"difference","text":"inserted [\"Heat\"]"}],"testID":"Exercise01Tests.MoviesTests\/showsPassed()\/MoviesTests.swift:10:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.28584292,"since1970":1796100780.057747},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"Shows only the movies that passed the filter\" failed after 0.001 seconds with 1 issue."}],"testID":"Exercise01Tests.MoviesTests\/showsPassed()\/MoviesTests.swift:10:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.285953517,"since1970":1796100780.0578575},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Lists a film that failed to load before\" started."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.286090263,"since1970":1796100780.0579944},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"Lists a film that failed to load before\" passed after 0.001 seconds."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.28621718,"since1970":1796100780.0581212},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Keeps the titles in order\" started."}],"testID":"Exercise01Tests.MoviesTests\/keepsOrder()\/MoviesTests.swift:18:4"},"version":0}
    {"kind":"event","payload":{"_comments":[],"_sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":19},"instant":{"absolute":41214.286432534,"since1970":1796100780.0583367},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":19}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (visible([\"Heat\", \"Up\", \"Alien\"], skipping: [\"Up\"]) → [\"Heat\", \"Up\", \"Alien\"]) == ([\n        \"Heat\",\n        \"Alien\",\n      ] → [\"Heat\", \"Alien\"])"},{"symbol":"difference","text":"inserted [\"Up\"]"}],"testID":"Exercise01Tests.MoviesTests\/keepsOrder()\/MoviesTests.swift:18:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.292557568,"since1970":1796100780.0644653},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"Keeps the titles in order\" failed after 0.006 seconds with 1 issue."}],"testID":"Exercise01Tests.MoviesTests\/keepsOrder()\/MoviesTests.swift:18:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.293061492,"since1970":1796100780.0649655},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"The rating has one decimal\" started."}],"testID":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4"},"version":0}
    {"kind":"event","payload":{"_testCase":{"displayName":"8.85, \"8.9\"","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [56, 46, 56, 53]), Testing.Test.Case.Argument.ID(bytes: [34, 56, 46, 57, 34])], discriminator: 0, isStable: true"},"instant":{"absolute":41214.293242721,"since1970":1796100780.0651472},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 2 arguments value → 8.85, expected → \"8.9\" to \"The rating has one decimal\" started."}],"testID":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4"},"version":0}
    {"kind":"event","payload":{"_comments":[],"_sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":28},"_testCase":{"displayName":"8.85, \"8.9\"","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [56, 46, 56, 53]), Testing.Test.Case.Argument.ID(bytes: [34, 56, 46, 57, 34])], discriminator: 0, isStable: true"},"instant":{"absolute":41214.293788843,"since1970":1796100780.0656931},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":5,"fileID":"Exercise01Tests\/MoviesTests.swift","line":28}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (rating(value) → \"8.85\") == (expected → \"8.9\")"}],"testID":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4"},"version":0}
    {"kind":"event","payload":{"_testCase":{"displayName":"8.85, \"8.9\"","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [56, 46, 56, 53]), Testing.Test.Case.Argument.ID(bytes: [34, 56, 46, 57, 34])], discriminator: 0, isStable: true"},"instant":{"absolute":41214.294033992,"since1970":1796100780.0659382},"kind":"testCaseEnded","messages":[],"testID":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4"},"version":0}
    {"kind":"event","payload":{"_testCase":{"displayName":"9.0, \"9.0\"","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [57]), Testing.Test.Case.Argument.ID(bytes: [34, 57, 46, 48, 34])], discriminator: 0, isStable: true"},"instant":{"absolute":41214.294144789,"since1970":1796100780.066049},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 2 arguments value → 9.0, expected → \"9.0\" to \"The rating has one decimal\" started."}],"testID":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4"},"version":0}
    {"kind":"event","payload":{"_testCase":{"displayName":"9.0, \"9.0\"","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [57]), Testing.Test.Case.Argument.ID(bytes: [34, 57, 46, 48, 34])], discriminator: 0, isStable: true"},"instant":{"absolute":41214.294261898,"since1970":1796100780.0661662},"kind":"testCaseEnded","messages":[],"testID":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.294350865,"since1970":1796100780.066255},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"The rating has one decimal\" with 2 test cases failed after 0.001 seconds with 1 issue."}],"testID":"Exercise01Tests.MoviesTests\/rounds(value:expected:)\/MoviesTests.swift:26:4"},"version":0}
    {"kind":"event","payload":{"_comments":["reviews come in exercise 09"],"_sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":72,"fileID":"Exercise01Tests\/MoviesTests.swift","line":31},"instant":{"absolute":41214.294506286,"since1970":1796100780.0664103},"kind":"testSkipped","messages":[{"symbol":"skip","text":"Test \"Shows the reviews\" skipped: \"reviews come in exercise 09\""}],"testID":"Exercise01Tests.MoviesTests\/reviews()\/MoviesTests.swift:31:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.294600853,"since1970":1796100780.066505},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"The top movie is the first\" started."}],"testID":"Exercise01Tests.MoviesTests\/topIsFirst()\/MoviesTests.swift:33:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.294943174,"since1970":1796100780.0668473},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"The top movie is the first\" passed after 0.001 seconds."}],"testID":"Exercise01Tests.MoviesTests\/topIsFirst()\/MoviesTests.swift:33:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.29505877,"since1970":1796100780.0669627},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Loading ends\" started."}],"testID":"Exercise01Tests.MoviesTests\/loads()\/MoviesTests.swift:37:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.295230191,"since1970":1796100780.0671341},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"Loading ends\" passed after 0.001 seconds."}],"testID":"Exercise01Tests.MoviesTests\/loads()\/MoviesTests.swift:37:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.295324518,"since1970":1796100780.0672286},"kind":"testEnded","messages":[{"symbol":"fail","text":"Suite \"Movies\" failed after 0.017 seconds with 4 issues."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41214.295501238,"since1970":1796100780.0674052},"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 8 tests in 1 suite failed after 0.017 seconds with 4 issues."}]},"version":0}
    """#

  /// One test, which is skipped (`.disabled`).
  static let skipped = #"""
    {"kind":"test","payload":{"displayName":"Movies","id":"Exercise01Tests.MoviesTests","kind":"suite","name":"MoviesTests","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":2,"fileID":"Exercise01Tests\/MoviesTests.swift","line":5}},"version":0}
    {"kind":"test","payload":{"displayName":"Shows the reviews","id":"Exercise01Tests.MoviesTests\/reviews()\/MoviesTests.swift:31:4","isParameterized":false,"kind":"function","name":"reviews()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":31}},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.867433261,"since1970":1796100783.6393375},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.867917197,"since1970":1796100783.6398213},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"Movies\" started."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"_comments":["reviews come in exercise 09"],"_sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":72,"fileID":"Exercise01Tests\/MoviesTests.swift","line":31},"instant":{"absolute":41217.892772691,"since1970":1796100783.6646767},"kind":"testSkipped","messages":[{"symbol":"skip","text":"Test \"Shows the reviews\" skipped: \"reviews come in exercise 09\""}],"testID":"Exercise01Tests.MoviesTests\/reviews()\/MoviesTests.swift:31:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.892935636,"since1970":1796100783.6648397},"kind":"testEnded","messages":[{"symbol":"pass","text":"Suite \"Movies\" passed after 0.025 seconds."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.893537512,"since1970":1796100783.6654415},"kind":"runEnded","messages":[{"symbol":"pass","text":"Test run with 1 test in 1 suite passed after 0.026 seconds."}]},"version":0}
    """#

  /// A run in which no test matched the filter.
  static let zero = #"""
    {"kind":"event","payload":{"instant":{"absolute":41217.729188927,"since1970":1796100783.501116},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41217.740284636,"since1970":1796100783.5121887},"kind":"runEnded","messages":[{"symbol":"pass","text":"Test run with 0 tests in 0 suites passed after 0.011 seconds."}]},"version":0}
    """#

  /// Two tests, the second of which, "The top movie is the first", crashes on an index out of range: the
  /// stream just stops.
  static let crash = #"""
    {"kind":"test","payload":{"displayName":"Movies","id":"Exercise01Tests.MoviesTests","kind":"suite","name":"MoviesTests","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":2,"fileID":"Exercise01Tests\/MoviesTests.swift","line":5}},"version":0}
    {"kind":"test","payload":{"displayName":"Lists a film that failed to load before","id":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4","isParameterized":false,"kind":"function","name":"listsFailed()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":14}},"version":0}
    {"kind":"test","payload":{"displayName":"The top movie is the first","id":"Exercise01Tests.MoviesTests\/topIsFirst()\/MoviesTests.swift:33:4","isParameterized":false,"kind":"function","name":"topIsFirst()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":33}},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.338543511,"since1970":1796101378.1104476},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.339055579,"since1970":1796101378.1109595},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"Movies\" started."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.371081726,"since1970":1796101378.1429858},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Lists a film that failed to load before\" started."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.380676655,"since1970":1796101378.152581},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"Lists a film that failed to load before\" passed after 0.009 seconds."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.381535202,"since1970":1796101378.1534393},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"The top movie is the first\" started."}],"testID":"Exercise01Tests.MoviesTests\/topIsFirst()\/MoviesTests.swift:33:4"},"version":0}
    """#

  /// Two tests, the second of which, "Loading ends", never ends and is killed: the stream just stops.
  static let hang = #"""
    {"kind":"test","payload":{"displayName":"Movies","id":"Exercise01Tests.MoviesTests","kind":"suite","name":"MoviesTests","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":2,"fileID":"Exercise01Tests\/MoviesTests.swift","line":5}},"version":0}
    {"kind":"test","payload":{"displayName":"Lists a film that failed to load before","id":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4","isParameterized":false,"kind":"function","name":"listsFailed()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":14}},"version":0}
    {"kind":"test","payload":{"displayName":"Loading ends","id":"Exercise01Tests.MoviesTests\/loads()\/MoviesTests.swift:37:4","isParameterized":false,"kind":"function","name":"loads()","sourceLocation":{"_filePath":"\/tmp\/streamlab2\/Exercise01Tests\/MoviesTests.swift","column":4,"fileID":"Exercise01Tests\/MoviesTests.swift","line":37}},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.749703875,"since1970":1796101378.5216084},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."},{"symbol":"details","text":"Testing Library Version: 6.3.1 (937120cbc281cf2)"},{"symbol":"details","text":"Target Platform: x86_64-unknown-linux-gnu"}]},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.754564583,"since1970":1796101378.5264688},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"Movies\" started."}],"testID":"Exercise01Tests.MoviesTests"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.755373217,"since1970":1796101378.5272772},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Lists a film that failed to load before\" started."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.755915061,"since1970":1796101378.5278194},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"Lists a film that failed to load before\" passed after 0.001 seconds."}],"testID":"Exercise01Tests.MoviesTests\/listsFailed()\/MoviesTests.swift:14:4"},"version":0}
    {"kind":"event","payload":{"instant":{"absolute":41812.760915682,"since1970":1796101378.5328197},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Loading ends\" started."}],"testID":"Exercise01Tests.MoviesTests\/loads()\/MoviesTests.swift:37:4"},"version":0}
    """#

  /// What the test process of `crash` wrote as it died: its console text, and of its backtrace the thread that
  /// crashed (`…` marks what is left out).
  static let crashText = #"""
    ◇ Test run started.
    ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
    ↳ Target Platform: x86_64-unknown-linux-gnu
    ◇ Suite "Movies" started.
    ◇ Test "Lists a film that failed to load before" started.
    ✔ Test "Lists a film that failed to load before" passed after 0.009 seconds.
    ◇ Test "The top movie is the first" started.
    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

    *** Signal 4: Backtracing from 0x7f48f0d6df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007f48f0d6df7f ***
    …
    Thread 2 "oot.default-qos" crashed:

      0                  0x00007f48f0d6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra]             0x00007f48f0ef961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra]             0x00007f48f1369fe3 specialized Array.subscript.getter + 114 in libswiftSwiftOnoneSupport.so
      3 [ra]             0x00005633f002fec9 top(_:) + 552 in WorkbookExercisesPackageTests.xctest at /tmp/streamlab2/Exercise01/Movies.swift:15:70
      4 [ra] [inlined]   0x00005633f003810f freestanding macro expansion #1 of expect in module Exercise01Tests file MoviesTests.swift line 34 column 5 in WorkbookExercisesPackageTests.xctest at /tmp/swift-generated-sources/@__swiftmacro_15Exercise01Tests0022MoviesTestsswift_tiAIefMX33_4_6expectfMf_.swift:1:32
      5 [ra]             0x00005633f003810f MoviesTests.topIsFirst() + 174 in WorkbookExercisesPackageTests.xctest at /tmp/streamlab2/Exercise01Tests/MoviesTests.swift:34:5
    …
    """#
}

extension RecordedRun {
  /// The exercise whose runs these are: exercise 01, whose modules are `Exercise01` and `Exercise01Tests`.
  static let exercise = Exercise(
    id: "01", folder: "01-movies", title: "Movies", stage: 1, concept: "", lesson: "",
    files: ["Movies.swift"], hints: [])
}

extension RunnerProcessResult {
  /// A test process that ended by itself with `status`, having printed nothing.
  static func exited(_ status: Int32) -> RunnerProcessResult {
    RunnerProcessResult(output: "", status: status)
  }
}

/// The runner's verdict on the recorded `stream` of `exercise`, whose process ended as `process` says, with
/// the locations put as the learner knows them, as the runner puts them: the exercise's modules stand for its
/// folders, as the stream names them (`Exercise01Tests/`, `Exercise01/`) and where a crash's frames name them
/// (`/tmp/streamlab2/Exercise01/`, where the runs were recorded).
func verdict(
  _ stream: String, of exercise: Exercise = RecordedRun.exercise, _ process: RunnerProcessResult,
  unownedReferences: [String] = []
) -> ExerciseCheckResult {
  let module = exercise.targetName
  return ExerciseRunner.result(
    for: exercise, report: RunnerEventStream.report(from: Data(stream.utf8)), process: process,
    unownedReferences: unownedReferences,
    locate: { location in
      for (prefix, folder) in [
        (module + "Tests/", exercise.testsPath), (module + "/", exercise.sourcesPath),
        ("/tmp/streamlab2/" + module + "/", exercise.sourcesPath),
      ] where location.hasPrefix(prefix) {
        return folder + "/" + location.dropFirst(prefix.count)
      }
      return nil
    })
}

/// The lines of the report on a check in `language`, `result` made in that language too, as the runner makes
/// it under `workbook`.
func reportLines(
  in language: Language, timeout: Duration = .seconds(30), _ result: () -> ExerciseCheckResult
) -> [String] {
  Language.$current.withValue(language) {
    ExerciseReport(result: result(), timeout: timeout).lines.map(\.text)
  }
}
