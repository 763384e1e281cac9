import TermHostCore

/// A node whose content is made of rows: a list. The nodes made below it, down to the first node
/// that is not transparent, are made by it, so that a `ForEach` there is lazy (``LazyForEachNode``), a
/// `Section` is a ``ListSectionNode`` and every row is wrapped in a ``ListRowNode``.
@MainActor
protocol RowContainer: AnyObject {
    func makeRowNode(for view: any View, key: AnyHashable, parent: ViewNode) -> ViewNode
}

extension ViewNode {
    /// The row container whose content this node is part of (through transparent nodes only), if any.
    var rowContainer: RowContainer? {
        var node: ViewNode? = self
        while let current = node {
            if let container = current.asRowContainer { return container }
            if !current.isTransparent { return nil }
            node = current.parent
        }
        return nil
    }
}

/// What a row is to its list: a row of content, or a section's header or footer.
enum ListRowRole {
    case row, header, footer
}

extension RowContainer where Self: ViewNode {
    /// The standard way rows are made: lazy `ForEach`es, section nodes, and row wrappers around
    /// every node that is not transparent.
    func makeListNode(for view: any View, key: AnyHashable, parent: ViewNode) -> ViewNode {
        if view is any ForEachContent {
            return LazyForEachNode(graph: graph, parent: parent, key: key, viewType: type(of: view))
        }
        if view is any SectionContent {
            return ListSectionNode(graph: graph, parent: parent, key: key, viewType: type(of: view))
        }
        let node = graph.makeOwnNode(for: view, key: key, parent: parent)
        if node.isTransparent { return node }
        return ListRowNode(graph: graph, parent: parent, key: key, viewType: type(of: view),
                           role: role(below: parent, key: key))
    }

    /// Whether a row made with `key` under `parent` is in a section's header, footer or content.
    private func role(below parent: ViewNode, key: AnyHashable) -> ListRowRole {
        var childKey = key
        var node: ViewNode? = parent
        while let current = node, current !== self {
            if current is ListSectionNode {
                if childKey == ListSectionNode.headerKey { return .header }
                if childKey == ListSectionNode.footerKey { return .footer }
                return .row
            }
            childKey = current.key
            node = current.parent
        }
        return .row
    }
}
