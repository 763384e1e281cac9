import TermHostCore

/// What a view in a navigation stack says about the bar while it is on top: its title, how the title
/// is shown, whether the back control shows, whether the bar shows, and its toolbar items.
struct NavigationBarItems {
    var title: String?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    var barVisibility: Visibility?
    var bottomBarVisibility: Visibility?
    var tabBarVisibility: Visibility?
    var toolbar: [ToolbarEntry]?
}

/// Sets part of the navigation bar of the view it is applied to (`.navigationTitle`, `.toolbar` ...).
public struct NavigationBarItemsModifier: ViewModifier {
    let items: NavigationBarItems
    public typealias Body = Never
}

/// Namespace of SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    /// How a navigation title is shown. A terminal bar has one row: every mode shows the title in the
    /// middle of it, bold (`.large` and `.automatic` are drawn as `.inline`).
    public enum TitleDisplayMode: Hashable, Sendable {
        /// As the context decides (drawn inline).
        case automatic
        /// In the bar.
        case inline
        /// Large, under the bar on iOS (drawn inline).
        case large
    }
}

/// How a toolbar title is shown (iOS 17's `toolbarTitleDisplayMode`): all modes draw the title in the bar.
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    /// As the context decides.
    case automatic
    /// In the bar.
    case inline
    /// Large, in the bar.
    case inlineLarge
    /// Large, under the bar on iOS.
    case large
}

/// A bar `.toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, navigationBar, tabBar, bottomBar
    }

    let kind: Kind

    /// The bars of the context (the navigation bar).
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The navigation bar of a stack.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The tab bar of a `TabView`.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    /// The bottom bar of a stack.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
}

extension View {
    /// The title the navigation bar shows while this view is on top of its stack.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: String(title)))
    }

    /// The title the navigation bar shows while this view is on top of its stack.
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: title.string))
    }

    /// Accepted: every title is drawn in the middle of the one-row bar (see ``NavigationBarItem/TitleDisplayMode``).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(titleDisplayMode: displayMode))
    }

    /// Accepted: every title is drawn in the middle of the one-row bar.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> Self {
        self
    }

    /// Hides the back control while this view is on top; Esc no longer pops it either (the view
    /// offers its own way back, as an iOS view with a hidden back button does).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(backButtonHidden: hidesBackButton))
    }

    /// Shows or hides a bar while this view is on top: `.navigationBar` (or `.automatic`) the stack's
    /// bar, `.bottomBar` its bottom bar, `.tabBar` the enclosing `TabView`'s tab bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        var items = NavigationBarItems()
        for bar in bars {
            switch bar.kind {
            case .automatic, .navigationBar: items.barVisibility = visibility
            case .tabBar: items.tabBarVisibility = visibility
            case .bottomBar: items.bottomBarVisibility = visibility
            }
        }
        return barItems(items)
    }

    /// Hides the navigation bar while this view is on top (the older spelling of `.toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(barVisibility: hidden ? .hidden : .visible))
    }

    func barItems(_ items: NavigationBarItems) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        modifier(NavigationBarItemsModifier(items: items))
    }
}
