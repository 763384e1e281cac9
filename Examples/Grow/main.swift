import TermHost

Application.launch { app in makeGrowWindow(app) }
