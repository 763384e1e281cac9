import TermHostCore

/// A row's swipe actions while they are shown: a strip of buttons at the edge they came from, the
/// first one at the very edge, as iOS reveals them.
struct SwipeStrip {
    let edge: HorizontalEdge
    let items: [MenuItem]
    /// The chosen button.
    var index = 0

    /// The buttons from left to right, with their offsets in ``items``.
    var ordered: [(offset: Int, item: MenuItem)] {
        let numbered = items.enumerated().map { (offset: $0.offset, item: $0.element) }
        return edge == .trailing ? numbered.reversed() : numbered
    }

    /// The text of one button.
    static func label(_ item: MenuItem) -> String { " \(item.title) " }

    /// The strip's width in cells.
    var width: Int { items.reduce(0) { $0 + TextWidth.of(Self.label($1)) } }
}

extension ListRowNode {
    /// The buttons a swipe from `edge` shows: the row's `.swipeActions` for that edge, or for a
    /// trailing swipe with none, the Delete of its `ForEach`'s `.onDelete` (as SwiftUI synthesises).
    func swipeItems(from edge: HorizontalEdge) -> [MenuItem] {
        if let actions = configuration.swipeActions[edge] {
            return MenuItems.items(in: actions.content).filter { $0.kind == .action }
        }
        guard edge == .trailing, canDelete else { return [] }
        return [MenuItem(title: "Delete", role: .destructive, action: { [weak self] in _ = self?.deleteRow() })]
    }

    /// Shows the swipe actions from `edge`, if the row has any; the row takes the focus meanwhile.
    func openSwipe(from edge: HorizontalEdge) -> Bool {
        let items = swipeItems(from: edge)
        guard !items.isEmpty else { return false }
        swipe = SwipeStrip(edge: edge, items: items)
        returnFocus = application?.focusEngine.focused
        application?.focusEngine.focus(self)
        setNeedsDisplay()
        return true
    }

    /// Hides the swipe actions; focus goes back where it was.
    func closeSwipe() {
        guard swipe != nil else { return }
        swipe = nil
        setNeedsDisplay()
        let back = returnFocus
        returnFocus = nil
        if let back, back !== self, back.canBecomeFocused {
            application?.focusEngine.focus(back)
        } else if !canBecomeFocused, let stop = focusStop {
            application?.focusEngine.focus(stop)
        }
    }

    func handleSwipeKey(_ event: KeyEvent) -> Bool {
        guard var strip = swipe else { return false }
        let outward: Key = strip.edge == .trailing ? .left : .right
        let inward: Key = strip.edge == .trailing ? .right : .left
        switch event.key {
        case outward:
            strip.index = min(strip.items.count - 1, strip.index + 1)
        case inward:
            if strip.index == 0 {
                closeSwipe()
                return true
            }
            strip.index -= 1
        case .enter, .character(" "):
            runSwipeItem(strip.index)
            return true
        case .escape:
            closeSwipe()
            return true
        case .tab, .backTab, .up, .down:
            closeSwipe()
            return false
        default:
            return true
        }
        swipe = strip
        setNeedsDisplay()
        return true
    }

    func runSwipeItem(_ index: Int) {
        guard let strip = swipe, strip.items.indices.contains(index) else { return }
        let item = strip.items[index]
        closeSwipe()
        if item.isChoosable { item.action?() }
    }

    /// The button of the open strip at a point on screen.
    func swipeItemIndex(atScreen point: Point) -> Int? {
        guard let strip = swipe else { return nil }
        let local = point - screenPoint(frame.origin)
        guard local.y == 0 else { return nil }
        var x = strip.edge == .trailing ? frame.width - strip.width : 0
        for (offset, item) in strip.ordered {
            let width = TextWidth.of(SwipeStrip.label(item))
            if local.x >= x && local.x < x + width { return offset }
            x += width
        }
        return nil
    }

    func drawSwipe(_ strip: SwipeStrip, in canvas: Canvas) {
        var x = strip.edge == .trailing ? max(0, canvas.size.width - strip.width) : 0
        for (offset, item) in strip.ordered {
            var style = item.style
            style.attributes.insert(.reverse)
            if offset == strip.index { style.attributes.formUnion([.bold, .underline]) }
            x += canvas.drawText(SwipeStrip.label(item), at: Point(x: x, y: 0), style: style)
        }
    }
}
