import TerminalKit
import WorkbookCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

signal(SIGPIPE, SIG_IGN)
exit(
  await WorkbookCommand.run(
    Array(CommandLine.arguments.dropFirst()), output: FileOutput.standardOutput,
    errors: FileOutput.standardError, environment: .process(reading: ["WORKBOOK_TIMEOUT"])))
