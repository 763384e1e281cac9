import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Describes a cell's content and makes or updates the widget showing it: the `UIContentConfiguration`
/// of TermHost. Any ``ListCellWidget`` (and any ``ListHeaderFooterWidget``) shows one through its
/// `contentConfiguration`; ``ListContentConfiguration`` shows text, and Hosting's `HostingConfiguration`
/// shows a declarative view.
///
/// UIKit splits the update between the configuration and its content view (`UIContentView`'s
/// `configuration` and `supports(_:)`); here the configuration applies itself to the widget it made,
/// in ``update(_:)``.
@MainActor
public protocol ContentConfiguration {
    /// A new widget showing this content (UIKit's `makeContentView()`).
    func makeContentView() -> Widget
    /// Shows this content in `widget` (made by a configuration of the same kind); returns `false`
    /// when `widget` cannot show it, and a new one is made instead.
    func update(_ widget: Widget) -> Bool
}
