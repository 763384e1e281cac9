import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// The body of one kind of representable (``RepresentedWidget``, ``RepresentedWidgetController``): what
/// it tells the one ``RepresentableEmbedding`` that shows it: how to make its coordinator, make, update,
/// measure and dismantle what it represents, and which widget shows that.
@MainActor
protocol RepresentableBody: NodeRepresentable {
    /// What the representable makes: a widget or a widget controller.
    associatedtype Represented: AnyObject
    /// The representable's coordinator.
    associatedtype Coordinator

    /// Makes the coordinator (before what it represents).
    func makeCoordinator() -> Coordinator
    /// Makes what the representable represents (once).
    func makeRepresented(coordinator: Coordinator, environment: EnvironmentValues) -> Represented
    /// Brings `represented` up to date with this representable value and the environment.
    func update(_ represented: Represented, coordinator: Coordinator, environment: EnvironmentValues)
    /// The representable's own size for `proposal`, or `nil` to use the widget's intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, _ represented: Represented, coordinator: Coordinator,
                      environment: EnvironmentValues) -> Size?
    /// Cleans up when the view leaves the tree.
    static func dismantle(_ represented: Represented, coordinator: Coordinator)
    /// The widget the container shows for `represented`.
    static func widget(of represented: Represented) -> Widget
    /// The host showing the graph has (or no longer has) the container.
    static func represented(_ represented: Represented, didMoveTo host: RepresentationHost?)
}

extension RepresentableBody {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        EmbeddedNode(graph: graph, parent: parent, key: key, viewType: Self.self, embedding: RepresentableEmbedding<Self>())
    }

    /// Nothing to do: only a represented controller joins the host's controller.
    static func represented(_ represented: Represented, didMoveTo host: RepresentationHost?) {}
}

/// What the node of every representable shows: keeps the representable value, its coordinator and what it made,
/// and runs the representable's calls in their order (coordinator, make once, update after every change,
/// dismantle when the view leaves).
@MainActor
final class RepresentableEmbedding<Content: RepresentableBody>: RepresentationEmbedding {
    private var content: Content?
    private var coordinator: Content.Coordinator?
    private var represented: Content.Represented?

    override func update(with view: any View) {
        guard let content = view as? Content else { return }
        self.content = content
        runTrackedUpdate()
    }

    /// The coordinator, made on first use.
    private func currentCoordinator(of content: Content) -> Content.Coordinator {
        let coordinator = self.coordinator ?? content.makeCoordinator()
        self.coordinator = coordinator
        return coordinator
    }

    override func updateRepresentable() {
        guard let content else { return }
        let coordinator = currentCoordinator(of: content)
        guard let environment = node?.environment else { return }
        let represented = self.represented ?? content.makeRepresented(coordinator: coordinator, environment: environment)
        if self.represented == nil {
            self.represented = represented
            container.setContent(Content.widget(of: represented))
            if let host = representationHost, container.superview === host.representationWidget {
                hostDidChange(to: host)
            }
        }
        content.update(represented, coordinator: coordinator, environment: environment)
    }

    override func representableSize(_ proposal: ProposedViewSize) -> Size? {
        guard let content, let represented, let environment = node?.environment else { return nil }
        return content.sizeThatFits(proposal, represented, coordinator: currentCoordinator(of: content),
                                    environment: environment)
    }

    override func hostDidChange(to host: RepresentationHost?) {
        guard let represented else { return }
        Content.represented(represented, didMoveTo: host)
    }

    override func dismantleRepresentable() {
        guard let represented, let coordinator else { return }
        Content.dismantle(represented, coordinator: coordinator)
        self.represented = nil
    }
}
