import TermHost

/// A screen that traps with a Swift runtime error (an array index out of range) when `x` is pressed.
@MainActor
enum TrapProbe {
    static func makeWindow(_ app: Application) -> Window {
        let window = Window()
        window.addSubview(placedLabel("Trap probe ready", y: 1))
        window.addSubview(placedLabel("x: trap, q: quit", y: 2))
        let previous = app.unhandledKeyHandler
        app.unhandledKeyHandler = { key in
            if previous?(key) == true { return true }
            guard key == .character("x") else { return false }
            trap(after: key)
            return true
        }
        return window
    }

    /// Reads past the end of an array, which the Swift runtime turns into a trap (SIGILL).
    private static func trap(after key: KeyEvent) {
        let values = [1, 2, 3]
        let index = values.count + (key == .character("x") ? 1 : 0)
        StandardErrorLine.write("TermHostProbe: trapping on \(values[index])")
    }
}
