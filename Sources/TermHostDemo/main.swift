import TermHost

/// Placeholder launcher until the demo scenarios land: a window with one line and a key hint.
@MainActor
func makeDemoWindow(_ app: Application) -> Window {
    let window = Window()
    let title = LabelWidget("TermHost demo", style: .bold)
    title.frame = Rect(x: 2, y: 1, width: 40, height: 1)
    let hint = LabelWidget("q quit")
    hint.frame = Rect(x: 2, y: 3, width: 40, height: 1)
    window.addSubview(title)
    window.addSubview(hint)
    app.unhandledKeyHandler = { key in
        guard key == .character("q") else { return false }
        app.stop()
        return true
    }
    return window
}

await Application.launch { app in makeDemoWindow(app) }
