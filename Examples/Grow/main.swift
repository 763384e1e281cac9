import TermHost

await Application.launch { app in makeGrowWindow(app) }
