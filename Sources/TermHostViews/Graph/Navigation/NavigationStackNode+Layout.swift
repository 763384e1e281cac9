import TermHostCore

/// Layout, drawing, events and appearance of a navigation container: each visible column is its bar
/// (one row, drawn as `NavigationBarLook` says: no line under it), then its top page; the last column
/// ends with the bottom bar when it has items; a line separates side-by-side columns. Covered pages are
/// neither laid out, drawn, hit, focused nor visited.
extension NavigationStackNode {
    /// The nodes shown, in focus order: each column's top page then its bar, then the bottom bar.
    var shownNodes: [ViewNode] {
        let stacks = visibleStacks
        let bars = self.bars
        var result: [ViewNode] = []
        for (index, stack) in stacks.enumerated() {
            if let top = stack.last { result.append(top) }
            if index < bars.count { result.append(bars[index]) }
        }
        if let bottomBar { result.append(bottomBar) }
        return result
    }

    /// Updates every bar from the top page of its visible column.
    func reloadBars() {
        let stacks = visibleStacks
        var shortcut = NavigationBarShortcuts.first
        for (index, bar) in bars.enumerated() {
            let stack = index < stacks.count ? stacks[index] : []
            shortcut = bar.load(stack.last, canGoBack: stack.count > 1, previousTitle: stack.dropLast().last?.barItems.title,
                                firstShortcut: shortcut)
        }
        bottomBar?.load(stacks.last?.last, canGoBack: false, previousTitle: nil, firstShortcut: shortcut)
    }

    /// After a rebuild: pages that came back on top are uncovered (`onAppear`), then pages that left the
    /// top are covered (their views see `onDisappear`, focus in them is remembered), and when nothing is
    /// focused, or focus was on a node of this container that is no longer shown (`focusedNode`), focus
    /// moves into the page that came on top.
    func visibleStacksDidChange(focusedNode: ViewNode?) {
        let tops = visibleStacks.compactMap(\.last)
        let ids = tops.map(ObjectIdentifier.init)
        let old = shownTopIDs
        guard ids != old else { return }
        shownTopIDs = ids
        invalidateLayout()
        damageSubtree()
        var arrived: NavigationEntryNode?
        for page in tops where !old.contains(ObjectIdentifier(page)) {
            page.uncover()
            arrived = page
        }
        for page in pages where old.contains(ObjectIdentifier(page)) && !ids.contains(ObjectIdentifier(page)) {
            page.cover()
        }
        guard isMounted, let engine = application?.focusEngine, let target = arrived ?? tops.last,
              engine.focused == nil || focusedNode.map({ !isShown($0) }) == true else { return }
        target.takeFocus(fallback: bars.lazy.compactMap(\.backButton).first)
    }

    /// Whether `node` (of this container) is mounted and not in a covered page.
    private func isShown(_ node: ViewNode) -> Bool {
        guard node.isMounted else { return false }
        let covered = pages.filter { page in !visibleStacks.contains { $0.last === page } }
        return !covered.contains { node === $0 || node.isDescendant(of: $0) }
    }

    // MARK: Layout

    /// The rows the bottom bar takes: its one row (no line under it, see `NavigationBarLook`).
    private var barRows: Int { 1 }

    func measureColumns(_ proposal: ProposedViewSize) -> Size {
        let stacks = visibleStacks
        var width = 0, height = 0
        for (index, stack) in stacks.enumerated() {
            let rows = (index < bars.count ? bars[index].rows : 0)
                + (index == stacks.count - 1 && bottomBar?.isShown == true ? barRows : 0)
            let inner = ProposedViewSize(width: nil, height: proposal.height.map { max(0, $0 - rows) })
            let page = stack.last?.measure(inner) ?? .zero
            let bar = index < bars.count ? bars[index].measure(.unspecified).width : 0
            width += max(page.width, bar) + (index > 0 ? 1 : 0)
            height = max(height, page.height + rows)
        }
        return Size(width: proposal.width ?? width, height: proposal.height ?? height)
    }

    func placeColumns(in rect: Rect) {
        if isSplit {
            let wide = rect.width >= NavigationSplitViewLayout.minimumWidthForColumns
            if wide != isWide {
                isWide = wide
                markDirty()
            }
        }
        let stacks = visibleStacks
        let widths = columnWidths(count: stacks.count, total: rect.width)
        var x = rect.minX
        var lines: [Rect] = []
        let bars = self.bars
        for (index, stack) in stacks.enumerated() {
            if index > 0 {
                lines.append(Rect(x: x, y: rect.minY, width: 1, height: rect.height))
                x += 1
            }
            var column = Rect(x: x, y: rect.minY, width: widths[index], height: rect.height)
            x += widths[index]
            if index < bars.count, bars[index].isShown {
                let rows = min(bars[index].rows, column.height)
                bars[index].place(in: Rect(x: column.minX, y: column.minY, width: column.width, height: rows))
                column = Rect(x: column.minX, y: column.minY + rows, width: column.width, height: max(0, column.height - rows))
            }
            if index == stacks.count - 1, let bottom = bottomBar, bottom.isShown, column.height >= barRows {
                bottom.place(in: Rect(x: column.minX, y: column.maxY - 1, width: column.width, height: 1))
                column = Rect(x: column.minX, y: column.minY, width: column.width, height: column.height - barRows)
            }
            stack.last?.place(in: column)
        }
        for (index, bar) in bars.enumerated() where index >= stacks.count || !bar.isShown {
            bar.place(in: Rect(origin: rect.origin, size: .zero))
        }
        if let bottom = bottomBar, !bottom.isShown { bottom.place(in: Rect(origin: rect.origin, size: .zero)) }
        if lines != separatorLines {
            separatorLines = lines
            setNeedsDisplay()
        }
    }

    /// The widths of `count` side-by-side columns sharing `total` cells (one cell between columns).
    private func columnWidths(count: Int, total: Int) -> [Int] {
        guard count > 1 else { return [total] }
        let free = max(0, total - (count - 1))
        var widths: [Int] = []
        if count == 2 {
            widths = [min(36, max(20, free * 3 / 10))]
        } else {
            widths = [min(30, max(16, free / 4)), min(36, max(20, free / 4))]
            widths += Array(repeating: min(36, max(20, free / 4)), count: max(0, count - 3))
        }
        let used = widths.reduce(0, +)
        return widths + [max(0, free - used)]
    }

    // MARK: Drawing and events

    func drawSeparators(in canvas: Canvas) {
        let style = textStyle.adding(.dim)
        for line in separatorLines {
            let local = line.offsetBy(dx: -frame.minX, dy: -frame.minY)
            canvas.fill(local, with: line.width == 1 && line.height > 1 ? "│" : "─", style: style)
        }
    }

    func drawShown(in canvas: Canvas, region: Rect) {
        guard frame.intersects(region) else { return }
        drawSeparators(in: canvas.subcanvas(frame))
        graph.countDraw()
        for node in shownNodes { node.drawTree(in: canvas, region: region) }
    }

    func hitShown(_ point: Point) -> ViewNode? {
        guard frame.contains(point) else { return nil }
        for node in shownNodes.reversed() {
            if let hit = node.hitTest(point) { return hit }
        }
        return self
    }

    func visitShown(_ body: (ViewNode) -> Void) {
        guard isMounted else { return }
        body(self)
        for node in shownNodes { node.visit(body) }
    }

    /// The bars' keys (`NavigationBarKeyMap`): Esc pops the top page of the focused column, a function
    /// key presses the bar item showing it.
    func handleContainerKey(_ event: KeyEvent) -> Bool {
        switch NavigationBarKeyMap.command(for: event) {
        case .back?:
            return popTop(near: application?.focusEngine.focused as? ViewNode)
        case .item(let shortcut)?:
            return (bars + [bottomBar].compactMap { $0 }).contains { $0.pressShortcut(shortcut) }
        case nil:
            return false
        }
    }
}
