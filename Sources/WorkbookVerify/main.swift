import WorkbookCommandLine
import WorkbookVerifier

// `workbook` with `verify` linked in: what `workbook verify` becomes (`LaunchedCommand`).
await WorkbookCommand.main(linkedCommands: [VerifyCommand.self])
