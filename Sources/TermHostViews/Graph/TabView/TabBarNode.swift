import TermHostCore

/// The tab bar of a tab view.
struct TabBarView: View, NodeRepresentable {
    let labels: [AnyView]

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TabBarNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// The node of a tab bar: a line, then one row where each tab has an equal share showing its number
/// (dim) and its label; the selected tab is bold and underlined, and reversed while the bar has focus.
/// A click chooses the tab under it; while focused, Left / Right choose the previous / next tab.
@MainActor
final class TabBarNode: ViewNode {
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    private var slots: [Rect] = []

    private var tabView: TabViewNode? { parent as? TabViewNode }

    override var drawsContent: Bool { true }
    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible && !children.isEmpty }
    override var mayBecomeFocused: Bool { true }

    override func update(with view: any View) {
        guard let bar = view as? TabBarView else { return }
        let hadTabs = !children.isEmpty
        reconcile(bar.labels.enumerated().map { (key: AnyHashable($0.offset), view: $0.element) })
        if hadTabs == children.isEmpty { setNeedsFocusUpdate() } // it takes focus only with tabs
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    private static let hintWidth = 2

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let widths = children.map { $0.measure(.unspecified).width + Self.hintWidth + 2 }
        return Size(width: proposal.width ?? widths.reduce(0, +), height: 2)
    }

    override func placeChildren(in rect: Rect) {
        let count = children.count
        guard count > 0 else { return }
        var newSlots: [Rect] = []
        for (index, label) in children.enumerated() {
            let x = rect.minX + rect.width * index / count
            let slot = Rect(x: x, y: rect.minY + 1, width: rect.minX + rect.width * (index + 1) / count - x, height: 1)
            newSlots.append(slot)
            let size = label.measure(.unspecified)
            let width = min(size.width, max(0, slot.width - Self.hintWidth))
            let start = slot.minX + max(0, (slot.width - width - Self.hintWidth) / 2) + Self.hintWidth
            label.place(in: Rect(x: start, y: slot.minY, width: width, height: 1))
        }
        if newSlots != slots {
            slots = newSlots
            setNeedsDisplay()
        }
    }

    override func draw(in canvas: Canvas) {
        let origin = frame.origin
        canvas.fill(Rect(x: 0, y: 0, width: frame.width, height: 1), with: "─", style: textStyle.adding(.dim))
        for (index, (slot, label)) in zip(slots, children).enumerated() where index < 9 {
            let hint = Point(x: label.frame.minX - origin.x - Self.hintWidth, y: slot.minY - origin.y)
            canvas.drawText("\(index + 1)", at: hint, style: textStyle.adding(.dim))
        }
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard slots.indices.contains(selectedIndex), children.indices.contains(selectedIndex) else { return }
        let label = children[selectedIndex].frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        canvas.applyStyle(isFirstResponder ? .reverse : Style(attributes: [.bold, .underline]), to: label)
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        frame.contains(point) ? self : nil
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        let point = event.position - screenPoint(.zero)
        if let index = slots.firstIndex(where: { $0.contains(point) }) { tabView?.select(index) }
        return true
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, let tabView else { return false }
        switch event.key {
        case .left: tabView.select(max(0, selectedIndex - 1))
        case .right: tabView.select(min(children.count - 1, selectedIndex + 1))
        default: return false
        }
        return true
    }
}

/// `.tabItem` has no effect where the view is shown (the tab bar reads it from the view value).
extension TabItemModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        TransparentModifierNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
