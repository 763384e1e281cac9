import TermHost

await Application.launch { app in makeLoadingFormWindow(app) }
