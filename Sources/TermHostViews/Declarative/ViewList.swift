import TermHostCore

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

/// The members of `view` flattened: the members of lists inside lists, each with a key unique
/// among them (a `ForEach` row keeps its id). Containers whose members are each special (tabs, alert
/// buttons, toolbar items) read their members this way; modifiers are not mapped over the members.
@MainActor
func flattenedViewListMembers(of view: any View) -> [(key: AnyHashable, view: any View)] {
    var result: [(key: AnyHashable, view: any View)] = []
    appendFlattened(view, key: nil, to: &result, depth: 0)
    return result
}

/// How deep lists inside lists are flattened; deeper lists count as one member.
private let viewListFlatteningDepth = 32

@MainActor
private func appendFlattened(_ view: any View, key: AnyHashable?, to result: inout [(key: AnyHashable, view: any View)],
                             depth: Int) {
    guard let list = view as? ViewList, depth < viewListFlatteningDepth else {
        result.append((key ?? AnyHashable(result.count), view))
        return
    }
    for member in list.members {
        appendFlattened(member.view, key: key.map { AnyHashable([$0, member.key]) } ?? member.key, to: &result,
                        depth: depth + 1)
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
