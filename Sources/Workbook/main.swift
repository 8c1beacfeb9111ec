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
exit(await WorkbookCommand.main())
