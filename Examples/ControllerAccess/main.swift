import TermHost

Application.launch { app in makeControllerAccessWindow(app) }
