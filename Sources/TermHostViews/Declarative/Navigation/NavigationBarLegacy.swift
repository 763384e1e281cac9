import TermHostCore

/// SwiftUI's deprecated navigation bar modifiers, still common in ported code: the same as their
/// replacements (`navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar`).
extension View {
    /// The title of the navigation bar (deprecated: `navigationTitle(_:)`).
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: String(title)))
    }

    /// The title of the navigation bar (deprecated: `navigationTitle(_:)`).
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: title.string))
    }

    /// The title of the navigation bar, from a localization key (shown as itself).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: titleKey.key))
    }

    /// The title of the navigation bar and how it shows (every mode draws it in the middle of the bar).
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: String(title), titleDisplayMode: displayMode))
    }

    /// The title of the navigation bar and how it shows (every mode draws it in the middle of the bar).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: title.string, titleDisplayMode: displayMode))
    }

    /// The title of the navigation bar from a localization key, and how it shows.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(title: titleKey.key, titleDisplayMode: displayMode))
    }

    /// Puts views at the leading and trailing ends of the navigation bar (deprecated: `toolbar` with
    /// `.navigationBarLeading` and `.navigationBarTrailing` items).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(toolbar: [ToolbarEntry(placement: .navigationBarLeading, content: leading),
                                              ToolbarEntry(placement: .navigationBarTrailing, content: trailing)]))
    }

    /// Puts a view at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(toolbar: [ToolbarEntry(placement: .navigationBarLeading, content: leading)]))
    }

    /// Puts a view at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(toolbar: [ToolbarEntry(placement: .navigationBarTrailing, content: trailing)]))
    }
}
