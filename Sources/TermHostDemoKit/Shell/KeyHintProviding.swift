import TermHost

/// A screen that tells the status line which keys work on it.
@MainActor
protocol KeyHintProviding: AnyObject {
    /// The keys that work right now, most specific first.
    var keyHints: [StatusBarWidget.Item] { get }
}

extension StatusBarWidget.Item {
    /// A hint, written `.hint("q", "Quit")`.
    static func hint(_ key: String, _ title: String) -> StatusBarWidget.Item {
        StatusBarWidget.Item(key: key, title: title)
    }
}
