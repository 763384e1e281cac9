/// A widget controller whose view shows a declarative view: the `UIHostingController` of TermHost.
///
/// Its view is a ``HostWidget`` sharing this controller's view graph. Use it as a child controller
/// (pin its view with constraints), present it modally, push it on a navigation controller, or make it
/// a window's root controller. ``sizingOptions`` is empty by default, as in UIKit.
@MainActor
open class HostingController<Content: View>: WidgetController {
    /// The view graph behind the content.
    let graph: ViewGraph

    /// The declarative view shown. Setting it diffs the new view against the current graph:
    /// state survives where identity is unchanged, and the screen updates in the next frame.
    public var rootView: Content {
        didSet { graph.setRootView(rootView) }
    }

    /// How the content's size is reported (empty by default).
    public var sizingOptions: SizingOptions = [] {
        didSet { (viewIfLoaded as? HostWidget<Content>)?.sizingOptionsDidChange() }
    }

    /// The content's ideal size, kept up to date when ``sizingOptions`` has `.preferredContentSize`.
    public internal(set) var preferredContentSize: Size = .zero

    /// Creates a controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        self.graph = ViewGraph(rootView: rootView)
        super.init()
    }

    open override func loadView() {
        let widget = HostWidget<Content>(controller: self)
        setView(widget)
    }

    /// The host widget showing the content.
    public var hostWidget: HostWidget<Content>? { view as? HostWidget<Content> }
}
