import TermHostCore

/// The position of one item of a list: a segment, and an element offset in a lazy segment (0 otherwise).
struct ListPosition: Hashable, Comparable {
    var segment: Int
    var offset: Int

    static func < (lhs: ListPosition, rhs: ListPosition) -> Bool {
        (lhs.segment, lhs.offset) < (rhs.segment, rhs.offset)
    }
}

extension ListNode {
    /// An item shown by the last layout: where its top is, relative to the list's top, and its height.
    struct VisibleItem {
        let position: ListPosition
        let y: Int
        let height: Int
    }

    /// A line the list draws itself, in the list's local coordinates.
    struct Decoration: Equatable {
        enum Kind { case boxTop, boxBottom, sides }
        let kind: Kind
        let rect: Rect
    }

    // MARK: Segments and items

    func rebuildSegments() {
        var builder = ListSegmentBuilder(grouped: isGrouped)
        for child in children { builder.add(child) }
        builder.finish()
        segments = builder.segments
    }

    var firstPosition: ListPosition? {
        segments.indices.first { segments[$0].itemCount > 0 }.map { ListPosition(segment: $0, offset: 0) }
    }

    var lastPosition: ListPosition? {
        segments.indices.last { segments[$0].itemCount > 0 }.map { ListPosition(segment: $0, offset: segments[$0].itemCount - 1) }
    }

    func next(_ position: ListPosition) -> ListPosition? {
        if position.offset + 1 < segments[position.segment].itemCount {
            return ListPosition(segment: position.segment, offset: position.offset + 1)
        }
        var segment = position.segment + 1
        while segment < segments.count {
            if segments[segment].itemCount > 0 { return ListPosition(segment: segment, offset: 0) }
            segment += 1
        }
        return nil
    }

    func previous(_ position: ListPosition) -> ListPosition? {
        if position.offset > 0 { return ListPosition(segment: position.segment, offset: position.offset - 1) }
        var segment = position.segment - 1
        while segment >= 0 {
            let count = segments[segment].itemCount
            if count > 0 { return ListPosition(segment: segment, offset: count - 1) }
            segment -= 1
        }
        return nil
    }

    /// The rows of the item at `position`, building a lazy element if needed.
    func rows(at position: ListPosition) -> [ListRowNode] {
        switch segments[position.segment] {
        case .row(let row): return [row]
        case .line: return []
        case .lazy(let node, let boxed):
            guard let element = node.element(at: position.offset) else { return [] }
            usedElements.insert(ObjectIdentifier(element))
            var rows: [ListRowNode] = []
            Self.collectRows(of: element, into: &rows)
            for row in rows { row.isBoxed = boxed }
            return rows
        }
    }

    static func collectRows(of node: ViewNode, into rows: inout [ListRowNode]) {
        if let row = node as? ListRowNode {
            rows.append(row)
        } else if node.isTransparent {
            for child in node.children { collectRows(of: child, into: &rows) }
        }
    }

    /// The width a row gets: inside the box borders when boxed.
    func rowWidth(_ row: ListRowNode) -> Int {
        max(0, layoutWidth - (row.isBoxed ? 2 : 0))
    }

    func rowSize(_ row: ListRowNode) -> Size {
        row.measure(ProposedViewSize(width: rowWidth(row), height: nil))
    }

    /// The height of the item at `position`, in lines.
    func height(at position: ListPosition) -> Int {
        if case .line = segments[position.segment] { return 1 }
        return rows(at: position).reduce(0) { $0 + rowSize($1).height }
    }

    // MARK: Measuring

    /// Fills the proposal; an unspecified dimension is the content's: the rows built so far as
    /// measured, every element not built yet as one line.
    func measureContent(_ proposal: ProposedViewSize) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        rebuildSegments()
        var size = Size.zero
        func add(_ row: ListRowNode) {
            let border = row.isBoxed ? 2 : 0
            let measured = row.measure(ProposedViewSize(width: proposal.width.map { max(0, $0 - border) }, height: nil))
            size.width = max(size.width, measured.width + border)
            size.height += measured.height
        }
        for segment in segments {
            switch segment {
            case .line:
                size.height += 1
                size.width = max(size.width, 2)
            case .row(let row):
                add(row)
            case .lazy(let node, let boxed):
                var rows: [ListRowNode] = []
                for element in node.children { Self.collectRows(of: element, into: &rows) }
                for row in rows {
                    row.isBoxed = boxed
                    add(row)
                }
                size.height += max(0, node.count - node.children.count)
            }
        }
        return Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    // MARK: Placing

    func layOutRows(in rect: Rect) {
        rowsTakeFocus = nil
        var overflows = false
        for _ in 0..<3 {
            rebuildSegments()
            resolveAnchor()
            var indicator = showsIndicator && rect.width > 1
            for _ in 0..<2 {
                layoutWidth = max(0, rect.width - (indicator ? 1 : 0))
                applyPendingScroll(height: rect.height)
                overflows = settle(height: rect.height)
                let wanted = overflows && rect.width > 1 && environment.scrollIndicatorVisibility != .hidden
                if wanted == indicator { break }
                indicator = wanted
            }
            showsIndicator = indicator
            if !segmentsTurnedEager { break }
        }
        contentOverflows = overflows
        recordAnchor()
        placeVisible(in: rect)
        needsPlacement = false
    }

    /// Whether a lazy segment found sections in an element and now builds them all (read again).
    private var segmentsTurnedEager: Bool {
        segments.contains { if case .lazy(let node, _) = $0 { return node.isEager } else { return false } }
    }

    /// Walks from the anchor down a window of `height` lines, recording the items shown; when the
    /// end of the content leaves lines empty, the anchor moves up so they are filled. Returns whether
    /// the content is taller than the window.
    private func settle(height: Int) -> Bool {
        for attempt in 0..<2 {
            visibleItems.removeAll(keepingCapacity: true)
            guard var position = validAnchor() else {
                anchorLine = 0
                return false
            }
            anchor = position
            var y = -anchorLine
            var reachedEnd = false
            while y < height {
                let itemHeight = self.height(at: position)
                visibleItems.append(VisibleItem(position: position, y: y, height: itemHeight))
                y += itemHeight
                guard let following = next(position) else {
                    reachedEnd = true
                    break
                }
                position = following
            }
            let atTop = anchor == firstPosition && anchorLine == 0
            if reachedEnd && y < height && !atTop && attempt == 0 {
                scrollBack(lines: height - y)
                continue
            }
            return !(atTop && reachedEnd && y <= height)
        }
        return true
    }

    func validAnchor() -> ListPosition? {
        guard let last = lastPosition, let first = firstPosition else { return nil }
        if anchor > last { return last }
        if anchor < first { return first }
        if anchor.offset >= segments[anchor.segment].itemCount || segments[anchor.segment].itemCount == 0 {
            return next(ListPosition(segment: anchor.segment, offset: max(0, segments[anchor.segment].itemCount - 1))) ?? last
        }
        return anchor
    }

    /// Finds the anchor again after the segments were read anew (a lazy element by its id).
    private func resolveAnchor() {
        guard let identity = anchorIdentity.segment,
              let index = segments.firstIndex(where: { $0.identity == identity }) else { return }
        anchor.segment = index
        if case .lazy(let node, _) = segments[index], let id = anchorIdentity.element {
            anchor.offset = node.offset(of: id, near: anchor.offset) ?? min(anchor.offset, max(0, node.count - 1))
        }
    }

    /// Remembers what the anchor is, to find it again later.
    func recordAnchor() {
        guard anchor.segment < segments.count else {
            anchorIdentity = (nil, nil)
            return
        }
        let segment = segments[anchor.segment]
        var element: AnyHashable?
        if case .lazy(let node, _) = segment { element = node.id(at: anchor.offset) }
        anchorIdentity = (segment.identity, element)
    }

    /// Places the rows of the window, records the lines to draw, hides the rows outside it and
    /// retires the lazy elements no longer shown (keeping the one holding the focus).
    private func placeVisible(in rect: Rect) {
        let oldDecorations = decorations
        let oldThumb = thumbSignature
        defer {
            if decorations != oldDecorations || thumbSignature != oldThumb { setNeedsDisplay() }
        }
        decorations.removeAll(keepingCapacity: true)
        placedRows.removeAll(keepingCapacity: true)
        var placed = Set<ObjectIdentifier>()
        for item in visibleItems {
            if case .line(let line) = segments[item.position.segment] {
                let local = Rect(x: 0, y: item.y, width: layoutWidth, height: 1)
                switch line {
                case .boxTop: decorations.append(Decoration(kind: .boxTop, rect: local))
                case .boxBottom: decorations.append(Decoration(kind: .boxBottom, rect: local))
                case .gap: break
                }
                continue
            }
            var y = item.y
            for row in rows(at: item.position) {
                let size = rowSize(row)
                row.place(in: Rect(x: rect.minX + (row.isBoxed ? 1 : 0), y: rect.minY + y, width: rowWidth(row), height: size.height))
                if row.isBoxed {
                    decorations.append(Decoration(kind: .sides, rect: Rect(x: 0, y: y, width: layoutWidth, height: size.height)))
                }
                placed.insert(ObjectIdentifier(row))
                placedRows.append(row)
                y += size.height
            }
        }
        let hidden = Rect(x: rect.minX, y: rect.minY, width: layoutWidth, height: 0)
        if let pinned = focusedElement { usedElements.insert(ObjectIdentifier(pinned)) }
        for segment in segments {
            switch segment {
            case .row(let row) where !placed.contains(ObjectIdentifier(row)):
                row.place(in: hidden)
            case .lazy(let node, _):
                node.retireElements(keeping: usedElements)
                for element in node.children {
                    var rows: [ListRowNode] = []
                    Self.collectRows(of: element, into: &rows)
                    for row in rows where !placed.contains(ObjectIdentifier(row)) { row.place(in: hidden) }
                }
            default:
                break
            }
        }
        usedElements.removeAll(keepingCapacity: true)
        placedRowsStayInFrames = placedRows.allSatisfy { $0.frame.contains($0.drawBounds) }
        resolveFocusRequest()
    }

    /// The lazy element node that holds the focus, if any.
    private var focusedElement: ViewNode? {
        guard let row = focusedRow, let element = row.element, element.forEach.rowContainer === self else { return nil }
        return element.node
    }

    // MARK: Scrolling

    /// Moves the anchor up by `lines` (as far as the top allows).
    func scrollBack(lines: Int) {
        var need = lines
        while need > 0 {
            if anchorLine >= need {
                anchorLine -= need
                return
            }
            need -= anchorLine
            anchorLine = 0
            guard let earlier = previous(anchor) else { return }
            anchor = earlier
            anchorLine = height(at: earlier)
        }
    }

    /// Moves the anchor down by `lines` (the next layout pulls it back if that passes the end).
    func scrollForward(lines: Int) {
        var need = lines
        while need > 0, validAnchor() != nil {
            let rest = height(at: anchor) - anchorLine
            if need < rest {
                anchorLine += need
                return
            }
            guard let later = next(anchor) else {
                anchorLine = max(0, height(at: anchor) - 1)
                return
            }
            need -= rest
            anchor = later
            anchorLine = 0
        }
    }

    /// Scrolls so the item at `position` shows: where `unit` says (its `y`: 0 top, 0.5 centre, 1
    /// bottom), or with the least movement when `unit` is nil.
    func scrollToShow(_ position: ListPosition, unit: UnitPoint?, height viewHeight: Int) {
        let itemHeight = height(at: position)
        if let unit {
            align(position, top: Int((Double(max(0, viewHeight - itemHeight)) * unit.y).rounded()))
            return
        }
        if position < anchor || (position == anchor && anchorLine > 0) {
            anchor = position
            anchorLine = 0
            return
        }
        var y = -anchorLine
        var current = anchor
        while current != position, y <= viewHeight {
            y += height(at: current)
            guard let following = next(current) else { break }
            current = following
        }
        if current == position && y + itemHeight <= viewHeight { return }
        align(position, top: max(0, viewHeight - itemHeight))
    }

    /// Puts the top of the item at `position` on line `top` of the window.
    private func align(_ position: ListPosition, top: Int) {
        var need = top
        var current = position
        var line = 0
        while need > 0, let earlier = previous(current) {
            let itemHeight = height(at: earlier)
            current = earlier
            if itemHeight <= need {
                need -= itemHeight
            } else {
                line = itemHeight - need
                need = 0
            }
        }
        anchor = current
        anchorLine = line
    }

    /// The indicator as last drawn, to tell whether it moved.
    private var thumbSignature: [Int] {
        guard showsIndicator else { return [] }
        let thumb = indicatorThumb
        return [thumb.top, thumb.height, frame.height]
    }

    /// Where the scroll indicator's thumb is and how tall it is.
    var indicatorThumb: (top: Int, height: Int) {
        let track = frame.height
        // A plain loop: a closure here would check the main actor at every segment (this runs per draw).
        var total = 0
        for segment in segments { total += segment.itemCount }
        let shown = max(1, visibleItems.count)
        var before = anchor.offset
        for index in 0..<min(anchor.segment, segments.count) { before += segments[index].itemCount }
        let thumb = min(track, max(1, track * shown / max(1, total)))
        let top = total > shown ? (track - thumb) * min(before, total - shown) / (total - shown) : 0
        return (top, thumb)
    }
}
