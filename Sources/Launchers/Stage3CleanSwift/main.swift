import Stage3CleanSwift

// The stage is the library Stage3CleanSwift; this executable only starts it (see `launcher` in Package.swift).
await App.main()
