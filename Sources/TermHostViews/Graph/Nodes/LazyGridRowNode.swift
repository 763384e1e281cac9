import TermHostCore

/// What a lazy stack needs to be a `LazyVGrid` / `LazyHGrid`: the items across it and how cells sit.
@MainActor
struct LazyGridSpec: Equatable {
    let items: [GridItem]
    /// Where a cell sits in its space when its item has no alignment.
    let alignment: Alignment
    /// The cells between tracks when an item has no spacing.
    let defaultSpacing: Int

    func tracks(offered: Int?) -> GridTracks {
        GridTracks(items, offered: offered, defaultSpacing: defaultSpacing)
    }

    /// The spec with its items' sizes and spacings, written in `unit`, in cells along `axis` (the axis across the
    /// grid: columns' widths of a `LazyVGrid`, rows' heights of a `LazyHGrid`). Unbounded maximums stay unbounded;
    /// the default spacing is already cells.
    func converted(by unit: LengthUnit, across axis: Axis) -> LazyGridSpec {
        guard !unit.isCells else { return self }
        func cells(_ length: Int) -> Int { length >= Int.infinity / 2 ? length : unit.cells(Double(length), along: axis) }
        let converted = items.map { item in
            var item = item
            switch item.size {
            case .fixed(let size): item.size = .fixed(cells(size))
            case .flexible(let minimum, let maximum): item.size = .flexible(minimum: cells(minimum), maximum: cells(maximum))
            case .adaptive(let minimum, let maximum): item.size = .adaptive(minimum: cells(minimum), maximum: cells(maximum))
            }
            item.spacing = item.spacing.map(cells)
            return item
        }
        return LazyGridSpec(items: converted, alignment: alignment, defaultSpacing: defaultSpacing)
    }
}

/// The cells of a lazy grid grouped into rows of `columns` (a lazy stack's rows, each a
/// ``LazyGridRow``), reached by offset like the cells themselves.
@MainActor
struct LazyGridRows: LazyRowSource {
    let cells: LazyRows
    let columns: Int
    let spec: LazyGridSpec
    let axis: Axis

    var lazyCount: Int { columns > 0 ? (cells.count + columns - 1) / columns : 0 }

    func lazyID(at offset: Int) -> AnyHashable { AnyHashable(cells.key(at: offset * columns)) }

    func lazyView(at offset: Int) -> any View {
        let range = (offset * columns)..<min(cells.count, (offset + 1) * columns)
        return LazyGridRow(cells: range.map { (key: AnyHashable(cells.key(at: $0)), view: cells.view(at: $0)) },
                           spec: spec, axis: axis)
    }
}

/// One row of a `LazyVGrid` (column of a `LazyHGrid`): its cells, one a track.
@MainActor
struct LazyGridRow: View, NodeRepresentable {
    let cells: [(key: AnyHashable, view: any View)]
    let spec: LazyGridSpec
    let axis: Axis

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LazyGridRowNode(graph: graph, parent: parent, key: key, viewType: Self.self, axis: axis)
    }
}

/// The node of a ``LazyGridRow``: the tracks come from the length offered across the grid; each
/// cell is offered its track's length (and nothing along the grid's axis), the row is as long as
/// its longest cell, and each cell is placed in its space (its track by the row's length) by its
/// item's alignment, else the grid's.
@MainActor
final class LazyGridRowNode: ViewNode {
    private let axis: Axis
    private var spec: LazyGridSpec?

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, axis: Axis) {
        self.axis = axis
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override func update(with view: any View) {
        guard let row = view as? LazyGridRow else { return }
        if row.spec != spec {
            spec = row.spec
            invalidateLayout()
        }
        reconcile(row.cells)
    }

    private func cellProposal(_ track: GridTracks.Track) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        proposal[axis.crossing] = track.length
        return proposal
    }

    /// Each placed cell with its track.
    private func cells(_ tracks: GridTracks) -> [(unit: ContentUnit, track: GridTracks.Track)] {
        zip(children, tracks.tracks).map { (ContentUnit($0.layoutNodes), $1) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        guard let spec else { return .zero }
        let tracks = spec.tracks(offered: proposal[axis.crossing])
        let main = cells(tracks).map { $0.unit.measure(cellProposal($0.track)).length(along: axis) }.max() ?? 0
        return Size(along: axis, main: main, cross: tracks.length)
    }

    override func placeChildren(in rect: Rect) {
        guard let spec else { return }
        let tracks = spec.tracks(offered: placedProposal[axis.crossing])
        let main = rect.size.length(along: axis)
        for (unit, track) in cells(tracks) {
            let proposal = cellProposal(track)
            let dimensions = unit.dimensions(in: proposal)
            let space = Rect(origin: rect.origin + Point(along: axis, main: 0, cross: track.start),
                             size: Size(along: axis, main: main, cross: track.length))
            let origin = space.origin + (track.alignment ?? spec.alignment).origin(of: dimensions, in: space.size)
            unit.place(in: Rect(origin: origin, size: dimensions.size), proposal: proposal)
        }
        for extra in children.dropFirst(tracks.tracks.count) {
            ContentUnit(extra.layoutNodes).place(in: Rect(origin: rect.origin, size: .zero), proposal: .zero)
        }
    }
}

extension LazyVGrid: LazyStackContent, NodeRepresentable {
    var lazyAlignment: AlignmentKey { HorizontalAlignment.center.key }
    var lazySpacing: Int? { spacing }
    var lazyContent: any View { content }
    var lazyGrid: LazyGridSpec? {
        LazyGridSpec(items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), defaultSpacing: 1)
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LazyStackNode(graph: graph, parent: parent, key: key, viewType: Self.self, axis: .vertical)
    }
}

extension LazyHGrid: LazyStackContent, NodeRepresentable {
    var lazyAlignment: AlignmentKey { VerticalAlignment.center.key }
    var lazySpacing: Int? { spacing }
    var lazyContent: any View { content }
    var lazyGrid: LazyGridSpec? {
        LazyGridSpec(items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), defaultSpacing: 0)
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LazyStackNode(graph: graph, parent: parent, key: key, viewType: Self.self, axis: .horizontal)
    }
}
