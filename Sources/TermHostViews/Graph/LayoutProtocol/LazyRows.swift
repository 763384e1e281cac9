import TermHostCore

/// Views a lazy container can reach one at a time, by offset, without making the others: what a
/// `ForEach` (perhaps under primitive modifiers, applied to each view) is to `LazyVStack`,
/// `LazyHStack` and `LazyVGrid`.
@MainActor
protocol LazyRowSource {
    /// The number of views.
    var lazyCount: Int { get }
    /// The identity of the view at `offset`.
    func lazyID(at offset: Int) -> AnyHashable
    /// The view at `offset`, made now.
    func lazyView(at offset: Int) -> any View
}

extension ForEach: LazyRowSource {
    private func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    var lazyCount: Int { data.count }

    func lazyID(at offset: Int) -> AnyHashable { AnyHashable(idOf(element(at: offset))) }

    func lazyView(at offset: Int) -> any View { content(element(at: offset)) }
}

/// A modified `ForEach`: each of its views with the modifier applied, as SwiftUI applies a
/// modifier on a `ForEach` to each member.
@MainActor
private struct ModifiedRows: LazyRowSource {
    let rows: any LazyRowSource
    let modified: any MemberwiseModifiedContent

    var lazyCount: Int { rows.lazyCount }
    func lazyID(at offset: Int) -> AnyHashable { rows.lazyID(at: offset) }
    func lazyView(at offset: Int) -> any View { modified.replacingContent(with: rows.lazyView(at: offset)) }
}

/// The views of a lazy container's content, in order: single views, and runs of views from a
/// `ForEach` reached by offset. Everything else the builder made (tuples, groups, conditionals) is
/// flattened; only the `ForEach`s stay lazy.
@MainActor
struct LazyRows {
    /// The identity of one view in the content: its run and its id there.
    struct Key: Hashable {
        let run: Int
        let id: AnyHashable
    }

    private var runs: [any LazyRowSource] = []
    /// Where each run starts, and the total at the end.
    private var starts: [Int] = [0]

    init(_ content: any View) {
        append(content, key: AnyHashable(0))
    }

    /// The views of one source (a lazy grid's rows).
    init(source: any LazyRowSource) {
        runs = [source]
        starts.append(source.lazyCount)
    }

    /// The number of views.
    var count: Int { starts[starts.count - 1] }

    private mutating func append(_ view: any View, key: AnyHashable) {
        if let rows = Self.lazySource(view) {
            runs.append(rows)
        } else if let members = listMembers(of: view) {
            for member in members { append(member.view, key: AnyHashable([key, member.key])) }
            return
        } else {
            runs.append(SingleRow(id: key, view: view))
        }
        starts.append(count + runs[runs.count - 1].lazyCount)
    }

    private static func lazySource(_ view: any View) -> (any LazyRowSource)? {
        if let rows = view as? any LazyRowSource { return rows }
        guard let modified = view as? any MemberwiseModifiedContent, modified.anyModifier is PrimitiveModifier,
              !(modified.anyModifier is WholeContentModifier), let rows = lazySource(modified.anyContent) else { return nil }
        return ModifiedRows(rows: rows, modified: modified)
    }

    /// The run holding view `offset`, and the offset in it.
    private func locate(_ offset: Int) -> (run: Int, local: Int) {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low, offset - starts[low])
    }

    /// The identity of view `offset`.
    func key(at offset: Int) -> Key {
        let place = locate(offset)
        return Key(run: place.run, id: runs[place.run].lazyID(at: place.local))
    }

    /// View `offset`, made now.
    func view(at offset: Int) -> any View {
        let place = locate(offset)
        return runs[place.run].lazyView(at: place.local)
    }
}

/// One view of the content that is not from a `ForEach`.
@MainActor
private struct SingleRow: LazyRowSource {
    let id: AnyHashable
    let view: any View

    var lazyCount: Int { 1 }
    func lazyID(at offset: Int) -> AnyHashable { id }
    func lazyView(at offset: Int) -> any View { view }
}
