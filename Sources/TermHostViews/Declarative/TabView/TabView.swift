import TermHostCore

/// Several views, one shown at a time, chosen from a tab bar: SwiftUI's `TabView`.
///
/// ```swift
/// TabView(selection: $tab) {
///     MenuView().tabItem { Label("Menu", systemImage: "list.dash") }.tag(Tab.menu)
///     OrderView().tabItem { Label("Order", systemImage: "square.and.pencil") }.tag(Tab.order)
/// }
/// ```
///
/// It fills the space it is offered: the selected tab's view, then a line and the tab bar on the last
/// row, each tab an equal share of it showing `N label` (`N` the tab's number), the selected one bold
/// and underlined. Alt-1 … Alt-9 choose a tab, Ctrl-Left / Ctrl-Right the previous or next one; a click
/// on a tab chooses it; the bar itself takes focus (Left / Right then move between tabs). A tab's
/// view is made the first time it is shown and keeps its state while other tabs are shown; its views
/// see `onDisappear` when another tab is chosen and `onAppear` when it comes back.
///
/// Each tab is a view of the content with `.tabItem { … }` (a `Label` or a `Text`) and `.tag(value)`
/// applied where the `TabView` lists it, or a ``Tab``; without tags, tabs are numbered from 0.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected tab is the one tagged `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection (the first tab at first).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The label of a tab (`.tabItem { Label("Home", systemImage: "house") }`).
public struct TabItemModifier: ViewModifier {
    let label: AnyView
    public typealias Body = Never
}

extension View {
    /// The label of this view's tab in a ``TabView`` (a `Label` or a `Text`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, TabItemModifier> {
        modifier(TabItemModifier(label: AnyView(label())))
    }

    /// Accepted: a badge on a tab is not drawn.
    public func badge(_ count: Int) -> Self {
        self
    }

    /// Accepted: a badge on a tab is not drawn.
    public func badge<S: StringProtocol>(_ label: S?) -> Self {
        self
    }
}

/// A tab of a ``TabView`` (iOS 18's `Tab`): its title, symbol, value and content.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) { ReceivedView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
    let label: AnyView
    let value: Value?
    let content: Content

    /// A tab with a title and a symbol, chosen when the selection is `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        label = AnyView(Label(String(title), systemImage: systemImage))
        self.value = value
        self.content = content()
    }

    /// A tab with a title, chosen when the selection is `value`.
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        label = AnyView(Text(String(title)))
        self.value = value
        self.content = content()
    }

    /// A tab with a label built from views, chosen when the selection is `value`.
    public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.label = AnyView(label())
        self.value = value
        self.content = content()
    }

    public var body: some View {
        content
    }
}

extension Tab where Value == Never {
    /// A tab with a title and a symbol in a tab view that keeps its own selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        label = AnyView(Label(String(title), systemImage: systemImage))
        value = nil
        self.content = content()
    }
}
