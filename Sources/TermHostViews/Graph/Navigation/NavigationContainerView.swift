import TermHostCore

/// What a navigation container view (a `NavigationStack` or a `NavigationSplitView`) hands its node.
@MainActor
struct NavigationContainerConfiguration {
    /// The fixed pages: the root of a stack; the sidebar, content and detail of a split view.
    var columns: [AnyView]
    /// The bound path, `nil` when the container keeps its own.
    var path: NavigationPathAccess?
    /// Which columns show when wide (split views).
    var visibility: NavigationSplitViewVisibility = .automatic
    /// The column a narrow split view shows first.
    var preferredCompactColumn: NavigationSplitViewColumn?
}

/// A navigation container view.
@MainActor
protocol NavigationContainerView {
    var navigationConfiguration: NavigationContainerConfiguration { get }
}

extension NavigationStack: NavigationContainerView, NodeRepresentable {
    var navigationConfiguration: NavigationContainerConfiguration {
        NavigationContainerConfiguration(columns: [AnyView(root)], path: path)
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationStackNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension NavigationSplitView: NavigationContainerView, NodeRepresentable {
    var navigationConfiguration: NavigationContainerConfiguration {
        var columns = [AnyView(sidebar)]
        if let content { columns.append(AnyView(content)) }
        columns.append(AnyView(detail))
        return NavigationContainerConfiguration(columns: columns, path: nil,
                                                visibility: columnVisibility?.wrappedValue ?? .automatic,
                                                preferredCompactColumn: preferredCompactColumn?.wrappedValue)
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationStackNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension ViewNode {
    /// The nearest navigation container above this node.
    var navigationContainer: NavigationStackNode? { ancestor(NavigationStackNode.self) }

    /// The nearest page of a navigation container above this node.
    var navigationEntry: NavigationEntryNode? {
        for node in ancestors {
            if let entry = node as? NavigationEntryNode { return entry }
            if node is NavigationStackNode { return nil }
        }
        return nil
    }
}
