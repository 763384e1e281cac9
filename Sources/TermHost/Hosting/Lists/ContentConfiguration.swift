/// Describes a cell's content and makes or updates the widget showing it: the `UIContentConfiguration`
/// of TermHost. ``HostingConfiguration`` is the one that shows a declarative view.
@MainActor
public protocol ContentConfiguration {
    /// A new widget showing this content.
    func makeContentWidget() -> Widget
    /// Shows this content in `widget` (made by a configuration of the same kind); returns `false`
    /// when `widget` cannot show it, and a new one is made instead.
    func update(_ widget: Widget) -> Bool
}
