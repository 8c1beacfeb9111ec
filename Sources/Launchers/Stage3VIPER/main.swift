import Stage3VIPER

// The stage is the library Stage3VIPER; this executable only starts it (see `launcher` in Package.swift).
await App.main()
