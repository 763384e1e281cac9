import TermHost

await Application.launch { app in makeHelloWindow(app) }
