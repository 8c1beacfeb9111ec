import WorkbookCommandLine

/// The subcommands on the stages, in the order of `LaunchedCommand`, that `workbook-stages` links in.
@MainActor package enum WorkbookStageCommand {
  package static let all: [any WorkbookSubcommand.Type] = [
    CompareCommand.self, DiffCommand.self, TutorialCommand.self,
  ]
}
