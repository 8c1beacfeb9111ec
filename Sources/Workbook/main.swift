#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import TerminalKit
import WorkbookCore

signal(SIGPIPE, SIG_IGN)
exit(
  await WorkbookCommand.run(
    Array(CommandLine.arguments.dropFirst()), output: FileOutput.standardOutput,
    errors: FileOutput.standardError, environment: .process))
