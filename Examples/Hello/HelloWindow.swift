import TermHost

/// The smallest TermHost program: two labels in a window; q quits.
@MainActor
func makeHelloWindow(_ app: Application) -> Window {
    let window = Window()
    let greeting = LabelWidget("Hello, 世界 🙂", style: .bold)
    greeting.frame = Rect(x: 2, y: 1, width: 30, height: 1)
    let hint = LabelWidget("Press q to quit")
    hint.frame = Rect(x: 2, y: 2, width: 30, height: 1)
    window.addSubview(greeting)
    window.addSubview(hint)
    app.unhandledKeyHandler = { key in
        guard key == .character("q") else { return false }
        app.stop()
        return true
    }
    return window
}
