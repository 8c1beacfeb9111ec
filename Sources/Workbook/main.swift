import TerminalKit
import WorkbookCommandLine
import WorkbookProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The workbook starts each test process through itself, to give it a deadline of its own.
if let status = DeadlineLauncher.runIfAsked(Array(CommandLine.arguments.dropFirst())) {
  exit(status)
}
signal(SIGPIPE, SIG_IGN)
StopSignals.install()
exit(
  await WorkbookCommand.run(
    Array(CommandLine.arguments.dropFirst()), output: FileOutput.standardOutput,
    errors: FileOutput.standardError, environment: .process(reading: ["WORKBOOK_TIMEOUT", "PATH"])))
