import TermHost

Application.launch { app in makeCountryPickerWindow(app) }
