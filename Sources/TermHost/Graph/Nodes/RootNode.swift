/// The root of a view graph: holds the root view and lays its content out as a column, the way
/// SwiftUI treats several views at the top of a body.
@MainActor
final class RootNode: ViewNode {
    init(graph: ViewGraph) {
        super.init(graph: graph, parent: nil, key: AnyHashable(0), viewType: RootNode.self)
        mount()
    }

    override func update(with view: any View) {
        reconcile([(key: AnyHashable(0), view: view)])
    }
}
