import WorkbookCommandLine

await WorkbookCommand.main()
