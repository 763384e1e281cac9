import TermHostCore

/// The node of a `ScrollViewReader`: transparent; builds its content with a proxy whose requests
/// go to the first scroll view or list below it that holds the id asked for.
@MainActor
final class ScrollViewReaderNode: ViewNode {
    private let target = ScrollTarget()

    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        guard let reader = view as? any ScrollViewReaderContent else { return }
        target.scrollTo = { [weak self] id, anchor in self?.scrollTo(id, anchor: anchor) }
        reconcile([(key: AnyHashable(0), view: reader.readerContent(ScrollViewProxy(target: target)))])
    }

    private func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        func search(_ node: ViewNode) -> Bool {
            if let list = node as? ListNode { return list.scrollTo(id, anchor: anchor) }
            if let scroll = node as? ScrollNode, scroll.scrollTo(id, anchor: anchor) { return true }
            return node.children.contains { search($0) }
        }
        _ = children.contains { search($0) }
    }
}

@MainActor
protocol ScrollViewReaderContent {
    func readerContent(_ proxy: ScrollViewProxy) -> any View
}

extension ScrollViewReader: ScrollViewReaderContent, NodeRepresentable {
    func readerContent(_ proxy: ScrollViewProxy) -> any View { content(proxy) }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ScrollViewReaderNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
