/// A widget that shows a declarative view inside the widget tree: the community `HostingView`.
///
/// ```swift
/// let host = HostWidget { Text("Hello") }
/// stack.addArrangedSubview(host)
/// ```
///
/// The host owns a ``HostingController``. When it moves into a window, that controller becomes a
/// child of the nearest controller above it (found through the responder chain), and it is detached
/// again when the host leaves the window. ``sizingOptions`` is `.intrinsicContentSize` by default:
/// when the content's ideal size changes, the containers around the host re-lay out in the same
/// frame. The host draws no background of its own; the container shows through.
@MainActor
open class HostWidget<Content: View>: Widget, ViewGraphHost {
    private var ownedController: HostingController<Content>?
    private weak var borrowedController: HostingController<Content>?
    private let graph: ViewGraph
    private var lastIdealSize: Size?

    /// How the content is placed when the host's frame differs from the content's size.
    public var contentAlignment: Alignment = .center {
        didSet { if contentAlignment != oldValue { setNeedsLayout() } }
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
        graph.host = self
    }

    /// A host showing the view built by `content`.
    public convenience init(@ViewBuilder content: () -> Content) {
        self.init(rootView: content())
    }

    /// The view of a hosting controller (made by the controller itself).
    init(controller: HostingController<Content>) {
        borrowedController = controller
        graph = controller.graph
        lastRootView = controller.rootView
        super.init(frame: .zero)
        graph.host = self
    }

    /// The controller managing the content.
    public var hostingController: HostingController<Content>? {
        ownedController ?? borrowedController
    }

    /// The declarative view shown; replacing it keeps state where identity is unchanged.
    public var rootView: Content {
        get { hostingController?.rootView ?? lastRootView }
        set {
            lastRootView = newValue
            hostingController?.rootView = newValue
        }
    }
    private var lastRootView: Content

    /// How the content's size is reported; `.intrinsicContentSize` by default for a host widget.
    public var sizingOptions: SizingOptions {
        get { hostingController?.sizingOptions ?? [] }
        set { hostingController?.sizingOptions = newValue }
    }

    func sizingOptionsDidChange() {
        lastIdealSize = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Sizing

    open override var intrinsicContentSize: Size {
        guard sizingOptions.contains(.intrinsicContentSize) else {
            return Size(width: Widget.noIntrinsicMetric, height: Widget.noIntrinsicMetric)
        }
        let ideal = graph.sizeThatFits(.unspecified)
        lastIdealSize = ideal
        return ideal
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        graph.sizeThatFits(ProposedViewSize(size))
    }

    open override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        guard sizingOptions.contains(.intrinsicContentSize) else { return super.systemLayoutSizeFitting(targetSize) }
        lastIdealSize = graph.sizeThatFits(.unspecified)
        return graph.sizeThatFits(ProposedViewSize(width: targetSize.width, height: nil))
    }

    open override func layoutSubviews() {
        placeContent()
    }

    private func placeContent() {
        let size = graph.sizeThatFits(ProposedViewSize(bounds.size))
        let fitted = Size(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        let origin = contentAlignment.offset(of: fitted, in: bounds.size)
        graph.place(in: Rect(origin: origin, size: fitted))
    }

    // MARK: ViewGraphHost

    public var graphNextResponder: Responder? { self }

    public var graphOriginOnScreen: Point { originInWindow }

    public func viewGraphNeedsUpdate(_ graph: ViewGraph) {
        application?.setNeedsUpdate(graph)
    }

    public func viewGraphDidUpdate(_ graph: ViewGraph) {
        let options = sizingOptions
        if !options.isEmpty {
            let ideal = graph.sizeThatFits(.unspecified)
            if ideal != lastIdealSize {
                lastIdealSize = ideal
                if options.contains(.preferredContentSize) { hostingController?.preferredContentSize = ideal }
                if options.contains(.intrinsicContentSize) {
                    invalidateIntrinsicContentSize()
                    setNeedsLayout()
                    return
                }
            }
        }
        if graph.needsLayout { placeContent() }
    }

    public func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        setNeedsDisplay(rect)
    }

    // MARK: Drawing and events

    open override func draw(in canvas: Canvas) {
        graph.draw(in: canvas)
    }

    open override func eventResponder(at point: Point) -> Responder {
        graph.responder(at: point) ?? self
    }

    open override var focusChildren: [Responder] {
        super.focusChildren + [graph.rootResponder]
    }

    // MARK: Containment

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let controller = hostingController else { return }
        if window != nil {
            if let parent = nearestAncestorController(), controller.parent !== parent, parent !== controller {
                parent.addChild(controller)
                controller.didMove(toParent: parent)
            }
            lastIdealSize = nil
            application?.setNeedsUpdate(graph)
            setNeedsLayout()
        } else if controller.parent != nil, ownedController != nil {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
    }

    /// The first widget controller found walking the responder chain up from the superview.
    private func nearestAncestorController() -> WidgetController? {
        var current: Responder? = superview
        var steps = 0
        while let responder = current, steps < 10_000 {
            if let controller = responder as? WidgetController, controller !== hostingController { return controller }
            current = responder.nextResponder
            steps += 1
        }
        return nil
    }
}
