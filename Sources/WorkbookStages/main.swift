import WorkbookCommandLine
import WorkbookStageCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `workbook` with the subcommands on the stages linked in: what `workbook compare`, `diff` and `tutorial`
// become (`LaunchedCommand`).
exit(await WorkbookCommand.main(linkedCommands: WorkbookStageCommand.all))
