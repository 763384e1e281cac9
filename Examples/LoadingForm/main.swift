import TermHost

Application.launch { app in makeLoadingFormWindow(app) }
