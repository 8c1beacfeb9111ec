/// The environment variable that says how the learner's terminal draws the East Asian Ambiguous characters
/// (`─`, `→`, `★`, `…`): `wide` where a terminal set up for Chinese, Japanese or Korean draws them two columns
/// wide. It is a setting of the learner's terminal that the stages and the workbook both read, so its name
/// is written here, once, beside what it sets (`AmbiguousWidth`); TerminalKit's `Environment` reads it.
public let ambiguousWidthVariable = "WORKBOOK_AMBIGUOUS"
