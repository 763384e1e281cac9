import TermHostCore

/// The node of a `ViewThatFits`: measures its candidates' ideal sizes on the constrained axes and
/// shows the first that fits the proposal (the last when none does).
@MainActor
final class ViewThatFitsNode: ViewNode {
    private var axes: Axis.Set = [.horizontal, .vertical]
    /// The candidate placed and drawn.
    private weak var shown: ViewNode?

    override func update(with view: any View) {
        guard let fits = view as? any ViewThatFitsProtocol else { return }
        if fits.fittingAxes != axes {
            axes = fits.fittingAxes
            invalidateLayout()
        }
        reconcile([(key: AnyHashable(0), view: fits.candidates)])
    }

    /// The first candidate whose ideal size on the constrained axes fits `proposal`.
    private func choice(for proposal: ProposedViewSize) -> ViewNode? {
        let candidates = layoutChildren
        var ideal = proposal
        if axes.contains(.horizontal) { ideal.width = nil }
        if axes.contains(.vertical) { ideal.height = nil }
        return candidates.first { candidate in
            let size = candidate.measure(ideal)
            return (proposal.width.map { !axes.contains(.horizontal) || size.width <= $0 } ?? true)
                && (proposal.height.map { !axes.contains(.vertical) || size.height <= $0 } ?? true)
        } ?? candidates.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        choice(for: proposal)?.measure(proposal) ?? .zero
    }

    override func placeChildren(in rect: Rect) {
        let chosen = choice(for: placedProposal)
        if chosen !== shown {
            shown?.damageSubtree()
            shown = chosen
            chosen?.needsPlacement = true
            // What can take focus changed: let the focus engine look again in another update pass.
            setNeedsFocusUpdate()
            graph.host?.viewGraphNeedsUpdate(graph)
        }
        chosen?.place(in: rect, proposal: placedProposal)
        chosen?.setNeedsDisplay()
    }

    override func drawTree(in canvas: Canvas, region: Rect) {
        shown?.drawTree(in: canvas, region: region)
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        shown?.hitTest(point)
    }

    override var focusChildren: [Responder] { shown.map { [$0] } ?? [] }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        choice(for: proposal)?.guide(key, proposal: proposal)
    }
}

@MainActor
protocol ViewThatFitsProtocol {
    var fittingAxes: Axis.Set { get }
    var candidates: any View { get }
}

extension ViewThatFits: ViewThatFitsProtocol, NodeRepresentable {
    var fittingAxes: Axis.Set { axes }
    var candidates: any View { content }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ViewThatFitsNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
