import Entities
import Localization

// TODO: Step 2: the Presenter. It takes each action the View passes on and decides who handles it, and it
//       turns what the Interactor found into the sentences and rows of the README's tables, in English and
//       in Chinese (`localized(en:zh:)`; `MoviePresentation(from:)` has each film's title and rating).
