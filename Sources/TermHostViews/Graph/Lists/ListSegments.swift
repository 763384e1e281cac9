import TermHostCore

/// One piece of a list's vertical sequence: a row node, a lazy `ForEach` (one item per element), or a
/// line the list draws itself (a section box's top or bottom edge, or the blank row between sections).
@MainActor
enum ListSegment {
    case row(ListRowNode)
    case lazy(LazyForEachNode, boxed: Bool)
    case line(ListLine)

    /// The number of items (scroll positions) in the segment.
    var itemCount: Int {
        switch self {
        case .row, .line: return 1
        case .lazy(let node, _): return node.count
        }
    }

    /// What stays the same about the segment while the list's content changes (for keeping the
    /// scroll position).
    var identity: ObjectIdentifier? {
        switch self {
        case .row(let row): return ObjectIdentifier(row)
        case .lazy(let node, _): return ObjectIdentifier(node)
        case .line: return nil
        }
    }
}

/// A line of a list that is not a row.
enum ListLine {
    case boxTop, boxBottom, gap
}

/// Reads a list's node tree into its segments, in order. Grouped look: every section (and every run
/// of rows outside sections) is a box, with its header rows above and footer rows below, sections one
/// blank line apart. Plain look: the rows only.
@MainActor
struct ListSegmentBuilder {
    let grouped: Bool
    private(set) var segments: [ListSegment] = []
    private var sectionCount = 0
    private var implicitBoxIsOpen = false

    init(grouped: Bool) {
        self.grouped = grouped
    }

    mutating func add(_ node: ViewNode) {
        if let row = node as? ListRowNode {
            openImplicitBox()
            row.isBoxed = grouped
            segments.append(.row(row))
        } else if let lazy = node as? LazyForEachNode, !lazy.isEager {
            guard lazy.count > 0 else { return }
            openImplicitBox()
            segments.append(.lazy(lazy, boxed: grouped))
        } else if let section = node as? ListSectionNode {
            addSection(section)
        } else if node.isTransparent {
            for child in node.children { add(child) }
        }
    }

    /// Closes what is open; call once after the last node.
    mutating func finish() {
        closeImplicitBox()
    }

    private mutating func startSection() {
        if grouped && sectionCount > 0 { segments.append(.line(.gap)) }
        sectionCount += 1
    }

    private mutating func openImplicitBox() {
        guard !implicitBoxIsOpen else { return }
        implicitBoxIsOpen = true
        startSection()
        if grouped { segments.append(.line(.boxTop)) }
    }

    private mutating func closeImplicitBox() {
        guard implicitBoxIsOpen else { return }
        implicitBoxIsOpen = false
        if grouped { segments.append(.line(.boxBottom)) }
    }

    private mutating func addSection(_ section: ListSectionNode) {
        closeImplicitBox()
        startSection()
        var rows: [ListSegment] = []
        Self.collect(section.child(ListSectionNode.headerKey), boxed: false, into: &segments)
        Self.collect(section.child(ListSectionNode.contentKey), boxed: grouped, into: &rows)
        if !rows.isEmpty {
            if grouped { segments.append(.line(.boxTop)) }
            segments.append(contentsOf: rows)
            if grouped { segments.append(.line(.boxBottom)) }
        }
        Self.collect(section.child(ListSectionNode.footerKey), boxed: false, into: &segments)
    }

    /// The rows below `node` (a section inside a section adds its rows in place).
    private static func collect(_ node: ViewNode?, boxed: Bool, into segments: inout [ListSegment]) {
        guard let node else { return }
        if let row = node as? ListRowNode {
            row.isBoxed = boxed
            segments.append(.row(row))
        } else if let lazy = node as? LazyForEachNode, !lazy.isEager {
            if lazy.count > 0 { segments.append(.lazy(lazy, boxed: boxed)) }
        } else if node.isTransparent {
            for child in node.children { collect(child, boxed: boxed, into: &segments) }
        }
    }
}
