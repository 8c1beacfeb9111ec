import Stage1MVVM

// The stage is the library Stage1MVVM; this executable only starts it (see `launcher` in Package.swift).
await App.main()
