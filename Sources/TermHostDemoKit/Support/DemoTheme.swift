import TermHost

/// The demo's styles, chosen from the 8 basic colours so they read the same in 16-colour terminals.
enum DemoTheme {
    /// Screen headings.
    static let heading = Style(foreground: .cyan, attributes: .bold)
    /// Explanations under headings.
    static let note = Style.dim
    /// Values that change as the user acts (counts, selections, where the host is).
    static let value = Style(foreground: .yellow, attributes: .bold)
    /// The status line at the bottom.
    static let statusBar = Style(foreground: .white, background: .blue)
    /// Key names in the status line.
    static let statusKey = Style(foreground: .yellow, background: .blue, attributes: .bold)
    /// Box borders.
    static let border = Style(foreground: .cyan)
    /// Errors.
    static let error = Style(foreground: .red, attributes: .bold)
    /// Good news.
    static let success = Style(foreground: .green, attributes: .bold)
}
