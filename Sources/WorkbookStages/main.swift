import WorkbookCommandLine
import WorkbookStageCommands

// `workbook` with the subcommands on the stages linked in: what `workbook compare`, `diff` and `tutorial`
// become (`LaunchedCommand`).
await WorkbookCommand.main(linkedCommands: WorkbookStageCommand.all)
