import TermHostCore

/// Two or three columns — a sidebar, an optional content column and a detail column — shown side by
/// side when there is room and as a stack otherwise: SwiftUI's `NavigationSplitView`.
///
/// Width rule: the columns are side by side while the split view is at least
/// ``NavigationSplitViewLayout/minimumWidthForColumns`` (80) cells wide. The sidebar then takes a
/// quarter of the width (16 to 30 cells; 20 to 36 with two columns: 30%), the content column a quarter
/// (20 to 36), the detail the rest, with a `│` between columns; each column has its own bar. Narrower,
/// it is one stack that starts at the sidebar.
///
/// A link in the sidebar (or content column) shows its destination in the detail column, replacing
/// what was there (pushed on the stack when narrow); a value link whose type has no destination moves
/// a narrow split view to the next column. Links in the detail column push inside it.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A three-column split view whose column visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, compactColumn: Binding<NavigationSplitViewColumn>?,
         sidebar: Sidebar, content: Content?, detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = visibility
        self.preferredCompactColumn = compactColumn
    }

    public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view whose column visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compactColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A two-column split view that, when narrow, shows `preferredCompactColumn` first.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }
}

/// Which columns of a ``NavigationSplitView`` show when it is wide: SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// As the width allows (all columns).
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The content and detail columns (the sidebar is hidden in a three-column view).
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a ``NavigationSplitView``: SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int

    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The content column (the detail in a two-column view).
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// The width rule of ``NavigationSplitView``.
public enum NavigationSplitViewLayout {
    /// The smallest width, in cells, at which the columns are side by side.
    public static let minimumWidthForColumns = 80
}

/// A style for ``NavigationSplitView`` (accepted; the terminal draws one style).
public protocol NavigationSplitViewStyle {}

/// The balanced and prominent-detail styles (accepted).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// Accepted.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
    /// Accepted.
    public static var balanced: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
    /// Accepted.
    public static var prominentDetail: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// Accepted: the terminal draws one split view style.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self {
        self
    }

    /// Accepted: column widths follow the split view's width rule.
    public func navigationSplitViewColumnWidth(_ width: Int) -> Self {
        self
    }

    /// Accepted: column widths follow the split view's width rule.
    public func navigationSplitViewColumnWidth(min: Int? = nil, ideal: Int, max: Int? = nil) -> Self {
        self
    }
}
