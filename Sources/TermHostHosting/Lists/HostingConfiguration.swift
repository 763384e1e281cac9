import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A cell's content written as a declarative view: the `UIHostingConfiguration` of TermHost. Set it
/// as the `contentConfiguration` of any ``ListCellWidget`` (or ``ListHeaderFooterWidget``):
///
/// ```swift
/// func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     cell.contentConfiguration = HostingConfiguration { RowView(item: items[indexPath.row]) }
///     return cell
/// }
/// ```
///
/// The cell's height is the content's height at the list's width, and follows it when the content's
/// state changes it. A reused cell keeps its host widget and view graph: the new configuration
/// replaces the graph's root view, so views whose identity is unchanged keep their state.
@MainActor
public struct HostingConfiguration<Content: View>: ContentConfiguration {
    /// The view shown.
    public var content: Content

    /// A configuration showing the view built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeContentView() -> Widget {
        let host = HostWidget(rootView: content)
        host.contentAlignment = .topLeading
        return host
    }

    public func update(_ widget: Widget) -> Bool {
        guard let host = widget as? HostWidget<Content> else { return false }
        host.rootView = content
        return true
    }
}
