import TermHost

Application.launch { app in makeTwoPaneWindow(app) }
