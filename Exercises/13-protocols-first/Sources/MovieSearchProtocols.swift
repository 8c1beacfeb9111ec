import Entities
import TerminalKit

// TODO: Step 1, before any other file: design the search module's roles as protocols, here.
//
// One protocol for each arrow between two roles: what the View tells the Presenter (the user's actions),
// what the Presenter tells the View (what to show), what the Presenter asks of the Interactor (a search),
// how the Interactor answers (what it found, or why it failed), and what the Presenter asks of the Router
// (to close the search). `MovieSearchScreen` and `MovieSearchModuleOutput` are given, in
// MovieSearchScreen.swift.
//
// Answer these before you write a line of a role:
// - Which role decides that a film matches a query? Which one writes the sentences and the rows?
// - When a row is tapped, which role knows which film is on that row? Which one closes the search, and which
//   one tells the output, in which order?
// - Which reference between two roles owns its object, and which must not? Which of your protocols must
//   then be `AnyObject`?
// - A `///` comment on each protocol: the role it plays, and who holds whom.
