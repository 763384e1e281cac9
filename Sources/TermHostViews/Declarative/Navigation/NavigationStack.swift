import TermHostCore

/// A view that shows a root view and views pushed over it: SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavigationStack(path: $path) {
///     List(orders) { order in NavigationLink(order.name, value: order) }
///         .navigationTitle("Orders")
///         .navigationDestination(for: Order.self) { order in OrderDetail(order: order) }
/// }
/// ```
///
/// It fills the space it is offered: a navigation bar on the first row (the back control `‹ Previous`,
/// named after the previous view's title, or `‹ Back` when it has none or it does not fit; leading
/// toolbar items, the title in the middle, trailing items), then the top view; `.bottomBar` items get a
/// bar of their own at the bottom. The bars look as a `NavigationController`'s does (one look for both
/// halves: no line under the bar, as iOS's bar at rest). Only the top view is drawn and takes focus,
/// but every view on the stack keeps its state until it is popped. Esc, a click on the back control,
/// or `@Environment(\.dismiss)` in the top view pop one view. Toolbar items get the keys F2, F3 ...
/// (shown dim before them), in bar order; buttons in the bar are drawn borderless.
public struct NavigationStack<Data, Root: View>: View {
    let path: NavigationPathAccess?
    let root: Root

    public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path: push with `NavigationLink`.
    public init(@ViewBuilder root: () -> Root) {
        path = nil
        self.root = root()
    }

    /// A stack whose path is `path`: change it to push and pop; pushes and pops change it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
                                Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose path is an array of one type of value (`[Order]`).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }
}

/// The deprecated spelling of ``NavigationStack``: `NavigationView { ... }` is a stack of its content.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation stack showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// A style for ``NavigationView`` (accepted; a terminal `NavigationView` is always a stack).
public protocol NavigationViewStyle {}

/// The stack style of ``NavigationView`` (what every terminal `NavigationView` is).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// The platform's default style of ``NavigationView`` (a stack).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// The two-column style of ``NavigationView`` (accepted; drawn as a stack: use `NavigationSplitView` for columns).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The two-column style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The stack style.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// The two-column style.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Accepted: a terminal `NavigationView` is always drawn as a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self {
        self
    }
}
