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
open class HostWidget<Content: View>: Widget, ViewGraphHost {
    private var ownedController: HostingController<Content>?
    private weak var borrowedController: HostingController<Content>?
    let graph: ViewGraph
    private var lastRootView: Content
    private var negotiation = SizeNegotiation()
    private var isAttachedExplicitly = false
    private weak var parentAwaitingDidMove: WidgetController?
    private var isLeavingParent = false
    private let scenePhase = ScenePhaseFeed()

    /// A style drawn over the content (a list cell's selection).
    var highlightStyle: Style? {
        didSet { if highlightStyle != oldValue { setNeedsDisplay() } }
    }

    /// How the content is placed when the host's frame differs from the content's size (centred by default).
    public var contentAlignment: Alignment = .center {
        didSet { if contentAlignment != oldValue { setNeedsLayout() } }
    }

    /// Whether the content takes input; `false` disables it as `.disabled(true)` would.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { updateEnvironment() } }
    }

    /// The content reads the host's ``Widget/tintColor`` as `@Environment(\.tintColor)` when a tint is
    /// set on the host or a widget above it (`nil` otherwise).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateEnvironment()
    }

    /// A host showing `rootView`.
    public init(rootView: Content) {
        let controller = HostingController(rootView: rootView)
        controller.sizingOptions = [.intrinsicContentSize]
        lastRootView = rootView
        ownedController = controller
        graph = controller.graph
        super.init(frame: .zero)
        controller.setViewOwnedByWidget(self)
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
        hostingController.setViewOwnedByWidget(self)
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
        graph.root.visit { ($0 as? RepresentationNode)?.attachToHost() }
    }

    /// The controller managing the content.
    public var hostingController: HostingController<Content>? {
        ownedController ?? borrowedController
    }

    /// The declarative view shown. Replacing it diffs the new view against the old graph: state
    /// survives where identity is unchanged, and the screen updates in the next frame.
    public var rootView: Content {
        get { hostingController?.rootView ?? lastRootView }
        set {
            lastRootView = newValue
            hostingController?.rootView = newValue
        }
    }

    /// How the content's size is reported; `.intrinsicContentSize` by default for a host widget.
    public var sizingOptions: SizingOptions {
        get { hostingController?.sizingOptions ?? [] }
        set { hostingController?.sizingOptions = newValue }
    }

    func sizingOptionsDidChange() {
        negotiation.reported = nil
        invalidateIntrinsicContentSize()
    }

    public override var application: Application? {
        window?.application
    }

    // MARK: Sizing

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

    /// The content's size for a declarative proposal, the query a parent view makes of a subview:
    /// `.unspecified` for its ideal size, `.zero` for its minimum, `.infinity` for its maximum.
    /// Widget code asks ``sizeThatFits(_:)`` (or the controller's `sizeThatFits(in:)`) instead.
    public func sizeThatFits(proposal: ProposedViewSize) -> Size {
        graph.sizeThatFits(proposal)
    }

    /// In a fitting solve the content asks for its ideal size; on an axis where it stretches (no
    /// intrinsic metric) it resists shrinking below its ideal length but does not hug it.
    override func fittingContentSize() -> (width: ContentLength?, height: ContentLength?) {
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
        if !sizingOptions.isEmpty, negotiation.reported?.width != bounds.width {
            record(measureContent())
        }
        placeContent()
    }

    private func placeContent() {
        let size = graph.sizeThatFits(ProposedViewSize(bounds.size))
        let fitted = Size(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        let origin = contentAlignment.offset(of: fitted, in: bounds.size)
        graph.place(in: Rect(origin: origin, size: fitted))
    }

    private func measureContent() -> ContentSizes {
        ContentSizes(ideal: graph.sizeThatFits(.unspecified), maximum: graph.sizeThatFits(.infinity), width: bounds.width,
                     heightForWidth: bounds.width > 0
                        ? graph.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height : nil)
    }

    /// Remembers what the container now knows of the content's size.
    private func record(_ sizes: ContentSizes) {
        negotiation.reported = sizes
        if sizingOptions.contains(.preferredContentSize) { hostingController?.preferredContentSize = sizes.ideal }
    }

    /// After the graph's update: when the content's sizes changed, tells the containers (in the same
    /// frame), unless the host and its content keep resizing each other; otherwise re-places the content.
    private func negotiateSize() {
        let options = sizingOptions
        guard !options.isEmpty, window != nil else { return }
        let sizes = measureContent()
        guard sizes != negotiation.reported else { return }
        record(sizes)
        if negotiation.shouldFollowChange(inFrame: application?.statistics.frames ?? 0) {
            invalidateIntrinsicContentSize()
        } else if negotiation.takeOscillationReport() {
            let name = accessibilityLabel.map { " \"\($0)\"" } ?? ""
            application?.report("TermHost: HostWidget<\(Content.self)>\(name) and its content did not settle on a size "
                + "after \(SizeNegotiation.maximumChangesPerFrame) changes in one frame (does the content's size "
                + "depend on its frame, as a GeometryReader feeding state can?); the host keeps its frame \(frame).")
        }
    }

    // MARK: Environment

    open override func safeAreaInsetsDidChange() {
        updateEnvironment()
    }

    private func updateEnvironment() {
        var environment = graph.environment
        guard environment.safeAreaInsets != safeAreaInsets || environment.isEnabled != isEnabled
                || environment.tintColor != inheritedTintColor else { return }
        environment.safeAreaInsets = safeAreaInsets
        environment.isEnabled = isEnabled
        environment.tintColor = inheritedTintColor
        graph.environment = environment
    }

    /// The component is on screen while the host is in a window an application shows. Coming on
    /// screen also runs what changed while it was not (an update asked for then had no application).
    private func updateOnScreen() {
        scenePhase.follow(window?.application, for: graph)
        let onScreen = window?.application != nil
        guard graph.isOnScreen != onScreen else { return }
        graph.isOnScreen = onScreen
        if onScreen { application?.setNeedsUpdate(graph) }
    }

    // MARK: Drawing and events

    open override func draw(in canvas: Canvas) {
        graph.draw(in: canvas)
        if let highlightStyle { canvas.applyStyle(highlightStyle, to: canvas.bounds) }
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

    // MARK: ViewGraphHost

    public var graphNextResponder: Responder? { self }

    public var graphOriginOnScreen: Point { originInWindow }

    func viewGraphNeedsUpdate(_ graph: ViewGraph) {
        application?.setNeedsUpdate(graph)
    }

    func viewGraphDidUpdate(_ graph: ViewGraph) {
        negotiateSize()
        if graph.needsLayout && !needsLayout { placeContent() }
    }

    func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        setNeedsDisplay(rect)
    }

    // MARK: Containment

    /// Leaving the window: the component's `onDisappear` actions run in the application's next frame.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        guard newWindow == nil, graph.isOnScreen, let application else { return }
        graph.isOnScreen = false
        application.setNeedsUpdate(graph)
    }

    /// The window was attached to an application after the host entered it: the component comes on screen now.
    override func windowDidMoveToApplication() {
        updateOnScreen()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateOnScreen()
        guard window != nil else { return }
        negotiation.reported = nil
        application?.setNeedsUpdate(graph)
        setNeedsLayout()
    }

    /// Makes the hosting controller a child of `parent` now (calling `willMove(toParent:)` and
    /// `didMove(toParent:)`), and keeps it there whatever windows the host moves through, until ``detach()``.
    public func attach(to parent: WidgetController) {
        guard let controller = hostingController, parent !== controller else { return }
        isAttachedExplicitly = true
        guard controller.parent !== parent else { return }
        if controller.parent != nil {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        parent.addChild(controller)
        controller.didMove(toParent: parent)
    }

    /// Removes the hosting controller from its parent; containment is automatic again from the
    /// host's next move into a window.
    public func detach() {
        isAttachedExplicitly = false
        guard let controller = hostingController, controller.parent != nil else { return }
        controller.willMove(toParent: nil)
        controller.removeFromParent()
    }

    /// Before the host (the controller's root widget) moves to `newWindow`: joins the nearest
    /// controller above (`willMove(toParent:)` via `addChild`), or announces leaving the current parent.
    func containmentWillMove(toWindow newWindow: Window?) {
        guard let controller = ownedController, !isAttachedExplicitly else { return }
        if newWindow != nil {
            guard let parent = nearestAncestorController(), controller.parent !== parent else { return }
            if controller.parent != nil {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            parent.addChild(controller)
            parentAwaitingDidMove = parent
        } else if controller.parent != nil {
            controller.willMove(toParent: nil)
            isLeavingParent = true
        }
    }

    /// After the move and the appearance calls: `didMove(toParent:)`, or leaving the old parent.
    func containmentDidMove(toWindow window: Window?) {
        guard let controller = ownedController else { return }
        if let parent = parentAwaitingDidMove {
            parentAwaitingDidMove = nil
            if controller.parent === parent { controller.didMove(toParent: parent) }
        }
        if isLeavingParent {
            isLeavingParent = false
            controller.removeFromParent()
        }
    }

    /// The first widget controller found walking the responder chain up from the superview.
    private func nearestAncestorController() -> WidgetController? {
        for case let controller as WidgetController in ResponderChain(startingAt: superview)
            where controller !== hostingController {
            return controller
        }
        return nil
    }
}

extension HostWidget: HighlightDrawing {}

extension HostWidget: RepresentationHost {
    var representationWidget: Widget { self }
    var representationParentController: WidgetController? { hostingController }
}
