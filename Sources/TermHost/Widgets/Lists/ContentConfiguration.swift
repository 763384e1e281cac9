/// Describes a cell's content and makes or updates the widget showing it: the `UIContentConfiguration`
/// of TermHost. Any ``ListCellWidget`` (and any ``ListHeaderFooterWidget``) shows one through its
/// `contentConfiguration`; ``ListContentConfiguration`` shows text, and Hosting's `HostingConfiguration`
/// shows a declarative view.
@MainActor
public protocol ContentConfiguration {
    /// A new widget showing this content.
    func makeContentWidget() -> Widget
    /// Shows this content in `widget` (made by a configuration of the same kind); returns `false`
    /// when `widget` cannot show it, and a new one is made instead.
    func update(_ widget: Widget) -> Bool
}

/// A widget that can draw a style (a list's selection) over what it shows, for content that paints
/// its own cells (a hosted view) where a cell's reversed background would not show through.
@MainActor
protocol HighlightDrawing: AnyObject {
    var highlightStyle: Style? { get set }
}
