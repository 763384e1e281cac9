import TermHostCore

/// The root of a view graph: holds the root view, applies the safe-area insets of the environment
/// (unless the content ignores them) and lays several top-level views out as a column, the way
/// SwiftUI treats several views at the top of a body.
@MainActor
package final class RootNode: ViewNode {
    /// What the graph keeps for all its views.
    let services = GraphServices()

    init(graph: ViewGraph) {
        super.init(graph: graph, parent: nil, key: AnyHashable(0), viewType: RootNode.self)
        mount()
    }

    override func update(with view: any View) {
        // The one child has key 0: a child of the view's type takes it as `reconcile` would, without
        // building the entry and comparing keys as `AnyHashable`s (a hosted cell does this per change).
        if children.count == 1, let content = children.first, content.viewType == ObjectIdentifier(type(of: view)) {
            content.update(with: view)
            return
        }
        reconcile([(key: AnyHashable(0), view: view)])
    }

    private var insets: EdgeInsets {
        graph.contentIgnoresSafeArea ? .zero : environment.safeAreaInsets
    }

    override func environmentDidChange() {
        invalidateLayout()
    }

    /// The environment below gets the graph's edit mode unless the host gave one.
    override var environmentForChildren: EnvironmentValues {
        guard environment.editMode == nil else { return environment }
        var values = environment
        values.editMode = services.editMode.binding
        return values
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let insets = self.insets
        var inner = ProposedViewSize.unspecified
        if let width = proposal.width { inner.width = max(0, width - insets.horizontal) }
        if let height = proposal.height { inner.height = max(0, height - insets.vertical) }
        let size = ChildStack.column.size(of: layoutChildren, proposal: inner)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(in rect: Rect) {
        ChildStack.column.place(layoutChildren, in: rect.inset(by: insets))
    }
}
