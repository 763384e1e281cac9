import TermHost

Application.launch { app in makeWidgetsDemo(app) }
