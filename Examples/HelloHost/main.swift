import TermHost

Application.launch { app in makeHelloHostWindow(app) }
