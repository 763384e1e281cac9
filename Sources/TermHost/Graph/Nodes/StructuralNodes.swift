/// A view that is a list of views rather than one: tuples, `Group`, `ForEach`, conditionals,
/// optionals, `for` loops, `AnyView`, `EmptyView` and a custom modifier's `content`.
///
/// The container around a list lays its members out one by one, and a primitive modifier on a list
/// applies to each member (SwiftUI's rule: `Group { Text("a"); Text("b") }.padding()` pads each text,
/// `ForEach(rows) { Text($0) }.border()` draws one box per row).
@MainActor
protocol ViewList {
    /// The members, each with its identity among them.
    var members: [(key: AnyHashable, view: any View)] { get }
    /// Whether the members' keys are data ids (a `ForEach`), which a `Picker` uses as option tags.
    var identifiesRows: Bool { get }
}

extension ViewList {
    var identifiesRows: Bool { false }
}

/// A modifier that applies to a list as a whole instead of to each member (for modifiers that act
/// on the collection itself, as `onDelete` does on a `ForEach`). Other primitive modifiers map over
/// the members.
@MainActor
protocol WholeContentModifier {}

/// The members of `view` if it is a list, with the primitive modifiers around it applied to each
/// member; `nil` if it is one view.
@MainActor
func listMembers(of view: any View) -> [(key: AnyHashable, view: any View)]? {
    if let list = view as? ViewList { return list.members }
    guard let modified = view as? MemberwiseModifiedContent, modified.anyModifier is PrimitiveModifier,
          !(modified.anyModifier is WholeContentModifier),
          let members = listMembers(of: modified.anyContent) else { return nil }
    return members.map { (key: $0.key, view: modified.replacingContent(with: $0.view)) }
}

/// Whether the members of `view` (a list, perhaps under modifiers) are identified by data ids.
@MainActor
private func listIdentifiesRows(_ view: any View) -> Bool {
    if let list = view as? ViewList { return list.identifiesRows }
    if let modified = view as? AnyModifiedContent { return listIdentifiesRows(modified.anyContent) }
    return false
}

/// The transparent node of a list: its children are the list's members (for a modified list, each
/// member with the modifiers applied), laid out by the container around it.
@MainActor
final class StructuralNode: ViewNode {
    /// Whether the children's keys are data ids (a `ForEach`), which a `Picker` uses as option tags.
    let identifiesRows: Bool

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, view: any View) {
        identifiesRows = listIdentifiesRows(view)
        super.init(graph: graph, parent: parent, key: key, viewType: type(of: view))
    }

    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        reconcile(listMembers(of: view) ?? [])
    }
}

extension TupleView: ViewList {
    var members: [(key: AnyHashable, view: any View)] {
        elements.enumerated().map { (key: AnyHashable($0.offset), view: $0.element) }
    }
}

extension Group: ViewList {
    var members: [(key: AnyHashable, view: any View)] { [(key: AnyHashable(0), view: content)] }
}

extension ConditionalContent: ViewList {
    var members: [(key: AnyHashable, view: any View)] {
        switch storage {
        case .trueContent(let content): return [(key: AnyHashable(true), view: content)]
        case .falseContent(let content): return [(key: AnyHashable(false), view: content)]
        }
    }
}

extension Optional: ViewList where Wrapped: View {
    var members: [(key: AnyHashable, view: any View)] {
        map { [(key: AnyHashable(0), view: $0)] } ?? []
    }
}

extension ForEach: ViewList {
    var members: [(key: AnyHashable, view: any View)] { rows.map { (key: $0.id, view: $0.view) } }
    var identifiesRows: Bool { true }
}

extension AnyView: ViewList {
    var members: [(key: AnyHashable, view: any View)] {
        [(key: AnyHashable(ObjectIdentifier(type(of: wrapped))), view: wrapped)]
    }
}

extension EmptyView: ViewList {
    var members: [(key: AnyHashable, view: any View)] { [] }
}

extension ArrayContent: ViewList {
    var members: [(key: AnyHashable, view: any View)] {
        elements.enumerated().map { (key: AnyHashable($0.offset), view: $0.element) }
    }
}

extension ModifierContent: ViewList {
    var members: [(key: AnyHashable, view: any View)] {
        [(key: AnyHashable(ObjectIdentifier(type(of: view))), view: view)]
    }
}

/// A modified view that can hand its modifier to another view (to apply it to each member of a list).
@MainActor
protocol MemberwiseModifiedContent: AnyModifiedContent {
    func replacingContent(with view: any View) -> any View
}

extension ModifiedContent: MemberwiseModifiedContent where Content: View, Modifier: ViewModifier {
    /// The same modifier applied to `view`.
    func replacingContent(with view: any View) -> any View {
        Self.modify(view, with: modifier)
    }

    private static func modify<Other: View>(_ view: Other, with modifier: Modifier) -> any View {
        ModifiedContent<Other, Modifier>(content: view, modifier: modifier)
    }
}
