import TermHost

/// A screen that tells the status line which keys work on it.
@MainActor
protocol KeyHintProviding: AnyObject {
    /// The keys that work right now, most specific first.
    var keyHints: [StatusBarWidget.Item] { get }
}

/// A screen the shell opens for a scenario: the shell sets itself as ``shell`` when it pushes the
/// screen, and the screen asks it to update the status line when its keys change.
@MainActor
protocol DemoScreen: KeyHintProviding {
    /// The shell showing this screen.
    var shell: DemoRootController? { get set }
}

extension StatusBarWidget.Item {
    /// A hint, written `.hint("q", "Quit")`.
    static func hint(_ key: String, _ title: String) -> StatusBarWidget.Item {
        StatusBarWidget.Item(key: key, title: title)
    }
}
