/// A transparent node whose children come straight from its view value (tuples, conditionals,
/// optionals, ForEach, AnyView, EmptyView).
@MainActor
final class StructuralNode: ViewNode {
    private let childViews: (any View) -> [(key: AnyHashable, view: any View)]
    /// Whether the children's keys are data ids (a `ForEach`), which a `Picker` uses as option tags.
    let identifiesRows: Bool

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, identifiesRows: Bool = false,
         childViews: @escaping (any View) -> [(key: AnyHashable, view: any View)]) {
        self.childViews = childViews
        self.identifiesRows = identifiesRows
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        reconcile(childViews(view))
    }
}

extension TupleView: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self) { view in
            guard let tuple = view as? Self else { return [] }
            return tuple.elements.enumerated().map { (key: AnyHashable($0.offset), view: $0.element) }
        }
    }
}

extension ConditionalContent: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self) { view in
            guard let conditional = view as? Self else { return [] }
            switch conditional.storage {
            case .trueContent(let content): return [(key: AnyHashable(true), view: content)]
            case .falseContent(let content): return [(key: AnyHashable(false), view: content)]
            }
        }
    }
}

extension Optional: NodeRepresentable where Wrapped: View {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self) { view in
            guard let optional = view as? Self, let content = optional else { return [] }
            return [(key: AnyHashable(0), view: content)]
        }
    }
}

extension ForEach: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self, identifiesRows: true) { view in
            guard let forEach = view as? Self else { return [] }
            return forEach.rows.map { (key: $0.id, view: $0.view) }
        }
    }
}

extension AnyView: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self) { view in
            guard let any = view as? AnyView else { return [] }
            return [(key: AnyHashable(ObjectIdentifier(type(of: any.wrapped))), view: any.wrapped)]
        }
    }
}

extension EmptyView: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self) { _ in [] }
    }
}

extension ArrayContent: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self) { view in
            guard let array = view as? Self else { return [] }
            return array.elements.enumerated().map { (key: AnyHashable($0.offset), view: $0.element) }
        }
    }
}
