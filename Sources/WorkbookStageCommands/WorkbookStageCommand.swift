import WorkbookCommandLine

/// The subcommands on the stages, in the order of `LaunchedCommand`: what `workbook-stages` links in, and the
/// tests with it.
@MainActor package enum WorkbookStageCommand {
  package static let all: [any WorkbookSubcommand.Type] = [
    CompareCommand.self, DiffCommand.self, TutorialCommand.self,
  ]
}
