import TermHost

extension HeadlessApp {
    /// Presses a character key (`app.press("q")`) and waits until idle.
    public func press(_ character: Character, modifiers: KeyModifiers = []) {
        press(.character(character), modifiers: modifiers)
    }

    /// Presses a key `count` times, waiting until idle after each press.
    public func press(_ key: Key, times count: Int) {
        for _ in 0..<max(0, count) { press(key) }
    }

    /// Presses each key in order, waiting until idle after each.
    public func press(_ keys: [Key]) {
        for key in keys { press(key) }
    }

    /// Whether the application was stopped (for example by a quit key).
    public var isStopped: Bool { application.isStopped }
}
