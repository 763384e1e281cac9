import TermHost

await Application.launch { app in makeRepresentableWindow(app) }
