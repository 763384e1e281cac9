import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A widget controller whose view shows a declarative view: the `UIHostingController` of TermHost.
///
/// ```swift
/// let details = HostingController(rootView: DetailsView(item: item))
/// navigationController.pushViewController(details, animated: false)
/// ```
///
/// Its view is a ``HostWidget`` sharing this controller's view graph. Use it as a child controller
/// (give its view a frame or an autoresizing mask that pins it to the parent's edges), present it
/// modally, push it on a navigation controller, or make it a window's ``Window/rootViewController``.
/// The component reaches it through `@Environment(\.hostingController)` and `@Environment(\.dismiss)`.
///
/// ``sizingOptions`` is empty by default, as in UIKit: the view's intrinsic size always answers
/// the content's ideal size, but a change of content size does not re-lay out the containers by
/// itself (call `view.invalidateIntrinsicContentSize()`, or set `.intrinsicContentSize`).
@MainActor
open class HostingController<Content: View>: WidgetController {
    /// The view graph behind the content.
    let graph: ViewGraph
    /// The host widget showing the content: the one ``loadView()`` made, or the one that owns this
    /// controller. A typed reference, so the controller reaches its host without casting its view.
    private weak var host: HostWidget<Content>?

    /// The declarative view shown. Setting it diffs the new view against the current graph:
    /// state survives where identity is unchanged, and the screen updates in the next frame.
    public var rootView: Content {
        didSet { graph.setRootView(rootView) }
    }

    /// How the content's size is reported (empty by default).
    @exclusivity(unchecked)
    public var sizingOptions: SizingOptions = [] {
        didSet {
            guard sizingOptions != oldValue else { return }
            loadedHost?.sizingOptionsDidChange()
        }
    }

    /// The content's best size for `size` (`UIHostingController.sizeThatFits(in:)`): the size its root
    /// view takes when offered `size`, an axis at ``Widget/unboundedLength`` taking the ideal length there
    /// (a negative length counts as zero). The same answer as the view's ``HostWidget/sizeThatFits(_:)``.
    public func sizeThatFits(in size: Size) -> Size {
        graph.sizeThatFits(ProposedViewSize(fitting: size))
    }

    /// Creates a controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        self.graph = ViewGraph(rootView: rootView, isOnScreen: false)
        super.init(nibName: nil, bundle: nil)
        var environment = graph.environment
        environment.dismiss = DismissAction(handler: DismissHandler { [weak self] in self?.dismissFromContent() })
        graph.environment = environment
        publishReference()
    }

    open override func loadView() {
        let host = HostWidget<Content>(controller: self)
        self.host = host
        setView(host)
    }

    /// Becomes the controller of `host`, which owns it: `host` is the root widget, held weakly.
    func adoptOwningHost(_ host: HostWidget<Content>) {
        self.host = host
        setViewOwnedByWidget(host)
    }

    /// The host widget while it is the root widget (`nil` after another view replaced it).
    private var loadedHost: HostWidget<Content>? {
        guard let host, host === viewIfLoaded else { return nil }
        return host
    }

    /// The host widget showing the content (loads the view).
    public var hostWidget: HostWidget<Content>? {
        loadViewIfNeeded()
        return loadedHost
    }

    /// A new parent (here or above): the component's `@Environment(\.hostingController)` becomes a new
    /// value, so the views that read it (its `parent`, its `navigationController`) are evaluated again.
    @_spi(TermHostInternal) public override func ancestorsDidChange() {
        super.ancestorsDidChange()
        publishReference()
    }

    /// Gives the component a new reference to this controller.
    private func publishReference() {
        var environment = graph.environment
        environment.hostingController = HostingControllerReference(box: WeakControllerBox(self))
        graph.environment = environment
    }

    @_spi(TermHostInternal) public override func rootWidgetWillMove(toWindow window: Window?) {
        loadedHost?.containmentWillMove(toWindow: window)
        super.rootWidgetWillMove(toWindow: window)
    }

    @_spi(TermHostInternal) public override func rootWidgetDidMoveToWindow(_ window: Window?) {
        super.rootWidgetDidMoveToWindow(window)
        loadedHost?.containmentDidMove(toWindow: window)
    }

    /// `@Environment(\.dismiss)`: dismisses the nearest presented controller at or above this one, or
    /// pops the nearest one pushed above the root of a navigation controller.
    private func dismissFromContent() {
        var current: WidgetController? = self
        while let controller = current {
            if controller.presentingStorage != nil {
                controller.dismiss()
                return
            }
            if let navigation = controller.parent as? NavigationController,
               navigation.viewControllers.count > 1, navigation.topViewController === controller {
                navigation.popViewController(animated: false)
                return
            }
            current = controller.parent
        }
    }
}
