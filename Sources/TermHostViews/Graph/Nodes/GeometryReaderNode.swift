import TermHostCore
import Observation

/// The node of a `GeometryReader`: takes the proposal as its size and builds its content from it
/// when placed (again whenever the size or something the content read changes).
@MainActor
final class GeometryReaderNode: ViewNode {
    private var makeContent: ((GeometryProxy) -> any View)?
    private var builtFor: Rect?

    override func update(with view: any View) {
        guard let reader = view as? any GeometryReaderProtocol else { return }
        makeContent = reader.readerContent
        if let rect = builtFor { build(for: rect) }
    }

    override var sizeIgnoresChildren: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    override func refresh() {
        guard let rect = builtFor else { return }
        build(for: rect)
        invalidatePlacement()
    }

    private func build(for rect: Rect) {
        guard let makeContent else { return }
        builtFor = rect
        graph.countBodyEvaluation()
        let proxy = GeometryProxy(size: rect.size, frame: rect)
        let content = withObservationTracking {
            makeContent(proxy)
        } onChange: { [weak self] in
            MainThread.run { self?.markDirty() }
        }
        reconcile([(key: AnyHashable(0), view: content)])
    }

    override func placeChildren(in rect: Rect) {
        if builtFor != rect { build(for: rect) }
        for child in layoutChildren {
            child.place(in: Rect(origin: rect.origin, size: child.measure(ProposedViewSize(rect.size))))
        }
    }
}

@MainActor
protocol GeometryReaderProtocol {
    var readerContent: (GeometryProxy) -> any View { get }
}

extension GeometryReader: GeometryReaderProtocol, NodeRepresentable {
    var readerContent: (GeometryProxy) -> any View {
        let content = self.content
        return { content($0) }
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        GeometryReaderNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
