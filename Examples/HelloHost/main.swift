import TermHost

await Application.launch { app in makeHelloHostWindow(app) }
