import TermHostCore

/// A look for a ``List``: `.listStyle(.plain)`, `.listStyle(.insetGrouped)` ...
///
/// A terminal has two looks. Grouped (`.automatic`, `.grouped`, `.insetGrouped`): each section is a
/// rounded box with its header above and footer below, sections one blank row apart, rows outside a
/// section grouped into one box (iOS's default inset-grouped list). Plain (`.plain`, `.inset`,
/// `.sidebar`, `.bordered`): rows one under another, headers bold, footers dim, no boxes. Rows are never
/// separated by lines (a separator would cost a row each).
public protocol ListStyle {}

/// The platform's default list look: grouped, as iOS's inset-grouped list.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
/// Rows one under another with bold section headers.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
/// Sections in boxes.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
/// Sections in boxes (iOS draws them inset from the edges; a terminal has no room to).
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
/// The plain look (iOS insets the rows; a terminal has no room to).
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
/// The plain look (a sidebar's list).
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
/// The plain look (macOS draws a border around the list).
public struct BorderedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The default look (grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The plain look.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The grouped look.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The grouped look.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The plain look.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The plain look.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    /// The plain look.
    public static var bordered: BorderedListStyle { BorderedListStyle() }
}

/// The two looks a terminal list has.
enum ListStyleKind: Hashable, Sendable {
    case grouped, plain

    init(_ style: any ListStyle) {
        switch style {
        case is PlainListStyle, is InsetListStyle, is SidebarListStyle, is BorderedListStyle: self = .plain
        default: self = .grouped
        }
    }
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.grouped }

extension EnvironmentValues {
    /// The look of lists below (`.listStyle`).
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the lists in this view (see ``ListStyle``).
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.listStyleKind, ListStyleKind(style))
    }
}
