import TerminalKit

// TODO: Step 2: the View, a `ViewController` that is the `MovieSearchScreen` and implements your View
//       protocol. It passes each action on to its Presenter, and draws (`draw()`) exactly the lines that
//       the README gives, each time in place of the last; it decides nothing about what they say. After each
//       change, `setNeedsDisplay()` prints the screen again.
