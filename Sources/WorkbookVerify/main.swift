import WorkbookCommandLine
import WorkbookVerifier

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `workbook` with `verify` linked in: what `workbook verify` becomes (`LaunchedCommand`).
exit(await WorkbookCommand.main(linkedCommands: [VerifyCommand.self]))
