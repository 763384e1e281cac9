import TermHost

await Application.launch { app in makeCountryPickerWindow(app) }
