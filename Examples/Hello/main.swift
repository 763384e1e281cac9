import TermHost

Application.launch { app in makeHelloWindow(app) }
