import TerminalKit

// TODO: Step 2: the Router. It closes the search screen (`dismiss()`), which it must not keep alive.
