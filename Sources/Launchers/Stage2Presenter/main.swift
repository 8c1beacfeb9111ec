import Stage2Presenter

// The stage is the library Stage2Presenter; this executable only starts it (see `launcher` in Package.swift).
await App.main()
