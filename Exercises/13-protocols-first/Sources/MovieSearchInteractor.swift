import Entities

// TODO: Step 2: the Interactor. It fetches the films from the `MovieServiceProtocol` it is given, keeps
//       those whose title holds the query (the README's rules), and says what it found or why it failed. It
//       knows nothing about screens.
