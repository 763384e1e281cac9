/// The views a builder block lists, flattened: the members of tuples, `ForEach` rows, the taken
/// branch of a conditional, a present optional, a `Group`'s content and what an `AnyView` wraps.
/// Containers whose members are each special (tabs, alert buttons) read their members this way.
@MainActor
enum ViewList {
    /// The members of `view`, each with a key unique among them (a `ForEach` row keeps its id).
    static func members(of view: any View) -> [(key: AnyHashable, view: any View)] {
        var result: [(key: AnyHashable, view: any View)] = []
        append(view, key: nil, to: &result, depth: 0)
        return result
    }

    private static func append(_ view: any View, key: AnyHashable?, to result: inout [(key: AnyHashable, view: any View)],
                               depth: Int) {
        guard let list = view as? ViewListConvertible, depth < 32 else {
            result.append((key ?? AnyHashable(result.count), view))
            return
        }
        for (index, member) in list.listMembers.enumerated() {
            let memberKey = member.key ?? AnyHashable(index)
            append(member.view, key: key.map { AnyHashable([$0, memberKey]) } ?? memberKey, to: &result, depth: depth + 1)
        }
    }
}

/// A view that only lists other views (see ``ViewList``).
@MainActor
protocol ViewListConvertible {
    /// The listed views; a `nil` key means "by position".
    var listMembers: [(key: AnyHashable?, view: any View)] { get }
}

extension TupleView: ViewListConvertible {
    var listMembers: [(key: AnyHashable?, view: any View)] { elements.map { (nil, $0) } }
}

extension ArrayContent: ViewListConvertible {
    var listMembers: [(key: AnyHashable?, view: any View)] { elements.map { (nil, $0 as any View) } }
}

extension ConditionalContent: ViewListConvertible {
    var listMembers: [(key: AnyHashable?, view: any View)] {
        switch storage {
        case .trueContent(let content): return [(AnyHashable(true), content)]
        case .falseContent(let content): return [(AnyHashable(false), content)]
        }
    }
}

extension Optional: ViewListConvertible where Wrapped: View {
    var listMembers: [(key: AnyHashable?, view: any View)] { map { [(nil, $0 as any View)] } ?? [] }
}

extension ForEach: ViewListConvertible {
    var listMembers: [(key: AnyHashable?, view: any View)] { rows.map { (Optional($0.id), $0.view) } }
}

extension AnyView: ViewListConvertible {
    var listMembers: [(key: AnyHashable?, view: any View)] { [(nil, wrapped)] }
}

extension EmptyView: ViewListConvertible {
    var listMembers: [(key: AnyHashable?, view: any View)] { [] }
}

extension Group: ViewListConvertible {
    var listMembers: [(key: AnyHashable?, view: any View)] { [(nil, content)] }
}
