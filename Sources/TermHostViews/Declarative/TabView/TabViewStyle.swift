import TermHostCore

/// A style for ``TabView`` (accepted; every terminal tab view has the tab bar described there).
public protocol TabViewStyle {}

/// The platform's default tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// The paging style (accepted: drawn with the tab bar, Ctrl-Left / Ctrl-Right page).
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show (accepted).
    public enum IndexDisplayMode: Sendable {
        /// As the context decides.
        case automatic
        /// Always shown.
        case always
        /// Never shown.
        case never
    }

    /// The paging style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// iOS 18's sidebar-adaptable style (accepted).
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// iOS 18's tab-bar-only style.
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// The paging style.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// The paging style with its page dots shown or not (accepted).
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Accepted: every terminal tab view is drawn with its tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Self {
        self
    }
}
