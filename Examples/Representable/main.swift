import TermHost

Application.launch { app in makeRepresentableWindow(app) }
