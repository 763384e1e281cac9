import TermHost

await Application.launch { app in makeControllerAccessWindow(app) }
