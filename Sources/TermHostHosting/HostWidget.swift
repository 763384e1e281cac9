import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A widget that shows a declarative view inside the widget tree: the community `HostingView`.
///
/// ```swift
/// let host = HostWidget { Text("Hello") }
/// stack.addArrangedSubview(host)
/// ```
///
/// **Controller.** The host owns a ``HostingController``. When the host moves into a window, that
/// controller becomes a child of the nearest controller above it (found through the responder chain):
/// `willMove(toParent:)`, the appearance calls, then `didMove(toParent:)`, in UIKit's order. Moving the
/// host under another controller moves its controller there; removing the host detaches it.
/// ``attach(to:)`` and ``detach()`` take over containment by hand. A host moved between containers
/// keeps its component's state: the component sees `onDisappear` then `onAppear`.
///
/// **Sizing.** ``sizingOptions`` is `.intrinsicContentSize` by default (a ``HostingController``'s is
/// empty): when the content's ideal size changes, the containers around the host re-lay out in the
/// same frame. The intrinsic size is the content's ideal size; an axis on which the content stretches
/// (its size for an infinite proposal exceeds its ideal) has no intrinsic metric, so containers may
/// stretch the host there (a fitting size still starts from the ideal length). At a fixed width,
/// `systemLayoutSizeFitting(Size(width: w, height: 0), withHorizontalFittingPriority: .required,
/// verticalFittingPriority: .fittingSizeLevel)` measures the height for that width (wrapping text makes
/// the host taller, not wider). Content smaller than the host is
/// placed by ``contentAlignment``.
///
/// **Environment.** The host's safe-area insets (bars, borders, window edges) pad the content unless
/// it uses `.ignoresSafeArea()`; ``isEnabled`` false disables it as `.disabled(true)` would;
/// ``Widget/tintColor`` is `EnvironmentValues.tintColor`. The host draws no background of its own.
@MainActor
open class HostWidget<Content: View>: Widget {
    // This class holds the host's state, its two ways of having a controller and the overrides (Swift
    // cannot override from an extension); each job is done in its own file: HostWidget+Sizing,
    // +Environment, +OnScreen, +ViewGraphHost and +Containment (which runs HostContainment's steps).
    private var ownedController: HostingController<Content>?
    private weak var borrowedController: HostingController<Content>?
    let graph: ViewGraph
    /// The root view, kept for when a borrowed controller is gone.
    private var lastRootView: Content
    var negotiation = SizeNegotiation()
    var containment = HostContainment()
    let scenePhase = ScenePhaseFeed()

    /// How the content is placed when the host's frame differs from the content's size (centred by default).
    public var contentAlignment: Alignment = .center {
        didSet { if contentAlignment != oldValue { setNeedsLayout() } }
    }

    /// Whether the content takes input; `false` disables it as `.disabled(true)` would.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { updateEnvironment() } }
    }

    // MARK: Controller

    /// A host showing `rootView`.
    public init(rootView: Content) {
        let controller = HostingController(rootView: rootView)
        controller.sizingOptions = [.intrinsicContentSize]
        lastRootView = rootView
        ownedController = controller
        graph = controller.graph
        super.init(frame: .zero)
        controller.adoptOwningHost(self)
        adoptGraph()
    }

    /// A host showing the view built by `content`.
    public convenience init(@ViewBuilder content: () -> Content) {
        self.init(rootView: content())
    }

    /// A host owning `hostingController` (a subclass, say, that overrides the lifecycle calls). The
    /// host attaches and detaches it like a controller it made itself and keeps its ``sizingOptions``.
    /// Pass a controller whose view is not loaded yet: this host becomes its view.
    public init(hostingController: HostingController<Content>) {
        lastRootView = hostingController.rootView
        ownedController = hostingController
        graph = hostingController.graph
        super.init(frame: .zero)
        hostingController.adoptOwningHost(self)
        adoptGraph()
    }

    /// The view of a hosting controller, made by the controller itself (which owns it).
    init(controller: HostingController<Content>) {
        borrowedController = controller
        graph = controller.graph
        lastRootView = controller.rootView
        super.init(frame: .zero)
        adoptGraph()
    }

    /// Becomes the graph's host, taking in the widgets of the representables already in it.
    private func adoptGraph() {
        graph.host = self
        graph.root.visit { ($0 as? EmbeddedNode)?.embedding.hostDidChange() }
    }

    /// The controller managing the content.
    public var hostingController: HostingController<Content>? {
        ownedController ?? borrowedController
    }

    /// The controller this host owns and manages the containment of (`nil` for a controller's own view,
    /// whose containment is its owner's business).
    var managedController: HostingController<Content>? { ownedController }

    /// The declarative view shown. Replacing it diffs the new view against the old graph: state
    /// survives where identity is unchanged, and the screen updates in the next frame.
    public var rootView: Content {
        get { hostingController?.rootView ?? lastRootView }
        set {
            lastRootView = newValue
            hostingController?.rootView = newValue
        }
    }

    public override var application: Application? {
        window?.application
    }

    // MARK: Sizing (the negotiation with the container: HostWidget+Sizing.swift)

    open override var intrinsicContentSize: Size {
        let ideal = graph.sizeThatFits(.unspecified)
        let maximum = graph.sizeThatFits(.infinity)
        return Size(width: maximum.width > ideal.width ? Widget.noIntrinsicMetric : ideal.width,
                    height: maximum.height > ideal.height ? Widget.noIntrinsicMetric : ideal.height)
    }

    /// The content's size for `size` proposed exactly, as a hosting view answers `sizeThatFits(_:)`; an
    /// axis at ``Widget/unboundedLength`` asks for the content's ideal length there (a negative length
    /// counts as zero). `sizeThatFits(Size(width: w, height: Widget.unboundedLength))` is the height at width `w`.
    open override func sizeThatFits(_ size: Size) -> Size {
        graph.sizeThatFits(ProposedViewSize(fitting: size))
    }

    /// In a fitting solve the content asks for its ideal size; on an axis where it stretches (no
    /// intrinsic metric) it resists shrinking below its ideal length but does not hug it.
    @_spi(TermHostInternal) public override func fittingContentSize() -> (width: ContentLength?, height: ContentLength?) {
        let ideal = graph.sizeThatFits(.unspecified)
        let maximum = graph.sizeThatFits(.infinity)
        return (ContentLength(length: ideal.width, hugs: maximum.width <= ideal.width),
                ContentLength(length: ideal.height, hugs: maximum.height <= ideal.height))
    }

    /// Tells the containers that the content's size changed (the manual path when ``sizingOptions``
    /// is empty) and re-places the content.
    open override func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        super.invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        updateOnScreen()
        layoutContent()
    }

    // MARK: Environment (the work: HostWidget+Environment.swift)

    /// The content reads the host's ``Widget/tintColor`` as `@Environment(\.tintColor)` when a tint is
    /// set on the host or a widget above it (`nil` otherwise).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateEnvironment()
    }

    open override func safeAreaInsetsDidChange() {
        updateEnvironment()
    }

    /// The content reads the host's ``Widget/effectiveLengthUnit`` as `@Environment(\.lengthUnit)`.
    @_spi(TermHostInternal) public override func lengthUnitDidChange() {
        super.lengthUnitDidChange()
        updateEnvironment()
    }

    // MARK: On screen (the work: HostWidget+OnScreen.swift)

    /// Leaving the window: the component's `onDisappear` actions run in the application's next frame.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { leaveScreen() }
    }

    /// The window was attached to an application after the host entered it: the component comes on screen now.
    @_spi(TermHostInternal) public override func windowDidMoveToApplication() {
        updateOnScreen()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateOnScreen()
        guard window != nil else { return }
        updateEnvironment()
        negotiation.reported = nil
        application?.setNeedsUpdate(graph)
        setNeedsLayout()
    }

    // MARK: Drawing and events

    open override func draw(in canvas: Canvas) {
        graph.draw(in: canvas)
    }

    open override func eventResponder(at point: Point) -> Responder {
        graph.responder(at: point) ?? self
    }

    /// The content's responders, then any subviews added by hand (widgets shown by representables
    /// take part through the content, in its order).
    open override var focusChildren: [Responder] {
        [graph.rootResponder] + subviews.filter { !$0.isHidden && !($0 is RepresentableContainerWidget) }
    }

    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        (subview as? RepresentableContainerWidget)?.representedSizeDidChange()
    }
}

extension HostWidget: RepresentationHost {
    var representationWidget: Widget { self }
    var representationParentController: WidgetController? { hostingController }
}
