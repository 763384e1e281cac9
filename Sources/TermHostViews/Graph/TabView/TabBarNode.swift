import TermHostCore

/// The tab bar of a tab view.
struct TabBarView: View, NodeRepresentable {
    let labels: [AnyView]

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TabBarNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// The node of a tab bar, laid out and drawn by the tab bar look every tab bar shares (`TabBarLayout`,
/// `TabBarLook`): a line, then one row where each tab has an equal share showing its number (dim) and
/// its label; the chosen tab is bold and underlined, and reversed while the bar has focus. A click chooses
/// the tab under it; while focused, the bar's keys (`TabBarKeyMap`) choose the previous / next tab.
@MainActor
final class TabBarNode: ViewNode {
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// The layout of the last placement, in cells from the bar's top-left corner.
    private var layout = TabBarLayout(labelWidths: [], width: 0)

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

    private var labelWidths: [Int] { children.map { $0.measure(.unspecified).width } }

    private var model: TabBarModel { TabBarModel(count: children.count, selectedIndex: selectedIndex) }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width ?? TabBarLayout.idealWidth(labelWidths: labelWidths), height: TabBarLayout.rows)
    }

    override func placeChildren(in rect: Rect) {
        let newLayout = TabBarLayout(labelWidths: labelWidths, width: rect.width)
        for (label, tab) in zip(children, newLayout.tabs) {
            label.place(in: tab.label.offsetBy(dx: rect.minX, dy: rect.minY))
        }
        if newLayout != layout {
            layout = newLayout
            setNeedsDisplay()
        }
    }

    override func draw(in canvas: Canvas) {
        TabBarLook.drawBar(layout, in: canvas, base: textStyle)
    }

    override func drawOverChildren(in canvas: Canvas) {
        TabBarLook.drawSelection(model, layout: layout, in: canvas, state: ControlState(isFocused: isFirstResponder))
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        frame.contains(point) ? self : nil
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        if let index = layout.index(at: event.position - screenPoint(frame.origin)) { tabView?.select(index) }
        return true
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let tabView, let command = TabBarKeyMap.barCommand(for: event) else { return false }
        return tabView.perform(command)
    }
}

/// `.tabItem` has no effect where the view is shown (the tab bar reads it from the view value).
extension TabItemModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        TransparentModifierNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
