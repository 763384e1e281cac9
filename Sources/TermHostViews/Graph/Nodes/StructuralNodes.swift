import TermHostCore

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
