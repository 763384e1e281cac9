import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews
import Observation

/// What a representable shows in the graph: the ``EmbeddedNode``'s content, a widget inside the
/// declarative layout.
///
/// The widget lives in a ``RepresentableContainerWidget`` added as a subview of the host widget that
/// shows the graph (found through the graph's host); the container's frame follows the node's frame.
/// The node measures the widget with the representable's `sizeThatFits` when it gives one, else with
/// the widget's intrinsic size (and its height for the proposed width). Focus reaches the widget's
/// focusable subviews in the graph's tree order. Its one subclass, ``RepresentableEmbedding``, makes, updates and
/// dismantles the widget through the representable's body.
@MainActor
class RepresentationEmbedding: NodeEmbedding {
    let container = RepresentableContainerWidget()
    weak var node: EmbeddedNode?

    init() {
        container.embedding = self
    }

    // MARK: Hooks for subclasses

    /// Takes the new representable value.
    func update(with view: any View) {}

    /// Calls the representable's update (the widget is made first when needed).
    func updateRepresentable() {}

    /// The representable's own answer for `proposal`, if it gives one.
    func representableSize(_ proposal: ProposedViewSize) -> Size? { nil }

    /// Calls the representable's dismantle.
    func dismantleRepresentable() {}

    /// The host showing the graph has (or no longer has) the container: adopt or leave its controller.
    func hostDidChange(to host: RepresentationHost?) {}

    // MARK: Updating

    /// Runs the representable's update while tracking what it reads, so an observable model it
    /// reads updates the widget again when it changes.
    func runTrackedUpdate() {
        withObservationTracking {
            updateRepresentable()
        } onChange: { [weak self] in
            MainThread.run { self?.node?.markDirty() }
        }
        node?.invalidateLayout()
    }

    func refresh() {
        runTrackedUpdate()
    }

    func didMount() {
        attachToHost()
    }

    func willUnmount() {
        container.removeFromSuperview()
        hostDidChange(to: nil)
        dismantleRepresentable()
    }

    func hostDidChange() {
        attachToHost()
    }

    /// The represented widget's intrinsic size changed.
    func representedSizeDidChange() {
        guard let node else { return }
        node.invalidateLayout()
        node.graph.host?.viewGraphNeedsUpdate(node.graph)
    }

    /// The host showing the graph, when it can take representables' containers.
    var representationHost: RepresentationHost? {
        node?.graph.host as? RepresentationHost
    }

    /// Puts the container into the host widget showing the graph (once there is one).
    func attachToHost() {
        guard let host = representationHost, container.superview !== host.representationWidget else { return }
        host.representationWidget.addSubview(container)
        hostDidChange(to: host)
    }

    // MARK: Layout

    func size(for proposal: ProposedViewSize) -> Size {
        if let size = representableSize(proposal) { return size }
        guard let widget = container.content else { return .zero }
        let intrinsic = widget.intrinsicContentSize
        let width: Int
        if intrinsic.width >= 0 {
            width = proposal.width.map { min($0, intrinsic.width) } ?? intrinsic.width
        } else {
            width = proposal.width ?? 0
        }
        guard intrinsic.height >= 0 else { return Size(width: width, height: proposal.height ?? 0) }
        let fitted = widget.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        return Size(width: width, height: max(0, fitted.height))
    }

    func place(in rect: Rect, isVisible: Bool) {
        attachToHost()
        container.isHidden = !isVisible
        container.frame = rect
    }

    // MARK: Focus

    var focusResponder: Responder { container }
}

/// What a representation node needs from the host showing its graph: a widget to add the container
/// to and the controller represented controllers become children of.
@MainActor
protocol RepresentationHost: AnyObject {
    /// The widget containers are added to.
    var representationWidget: Widget { get }
    /// The controller a represented controller becomes a child of.
    var representationParentController: WidgetController? { get }
}
