/// The environment variable that says how the learner's terminal draws the East Asian Ambiguous characters
/// (`─`, `→`, `★`, `…`): `wide` where a terminal set up for Chinese, Japanese or Korean draws them two columns
/// wide. Like the language, it is a setting of the learner's locale that the stages and the workbook both
/// read, so its name is written here, once; TerminalKit reads it (`AmbiguousWidth`).
public let ambiguousWidthVariable = "WORKBOOK_AMBIGUOUS"
