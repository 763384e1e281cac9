import TermHost

await Application.launch { app in makeWidgetsDemo(app) }
