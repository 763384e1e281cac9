import TermHostCore

/// A bar of a navigation container: the top bar of a visible column, or the bottom bar.
struct NavigationBarView: View, NodeRepresentable {
    let isBottom: Bool

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationBarNode(graph: graph, parent: parent, key: key, viewType: Self.self, isBottom: isBottom)
    }
}

/// The node of a navigation bar, one row (a top bar grows to fit a taller principal item), laid out and drawn by the bar look both halves share
/// (`NavigationBarLayout`, `NavigationBarLook`): on top, the back control and the leading items on
/// the left, the title (or the principal items) in the middle and the trailing items on the right; at the
/// bottom, the bottom items left to right. Every item but the principal ones has a function-key shortcut
/// (`NavigationBarShortcuts`: F2 … F9 in bar order, top bar first), shown dim before it; the key presses
/// the item's first focusable view.
@MainActor
final class NavigationBarNode: ViewNode {
    let isBottom: Bool
    private(set) var title: String?
    /// The title of the page below the top one (what the back control says).
    private var previousTitle: String?
    /// Whether the bar takes its row.
    private(set) var isShown = false
    /// The function key of the first item with a shortcut.
    private(set) var firstShortcut = NavigationBarShortcuts.first
    private var slots: [AnyHashable: ToolbarItemPlacement.Slot] = [:]
    /// The layout of the last placement, in columns from the bar's left edge.
    private var layout: NavigationBarLayout?

    static let backKey = AnyHashable("TermHost.back")

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, isBottom: Bool) {
        self.isBottom = isBottom
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override var drawsContent: Bool { isShown }

    override func refresh() {
        (parent as? NavigationStackNode)?.reloadBars()
    }

    /// Shows `page`'s items (or nothing for `nil`), with a back control to a page titled `previousTitle`
    /// when `canGoBack`; returns the next free function key.
    @discardableResult
    func load(_ page: NavigationEntryNode?, canGoBack: Bool, previousTitle: String?, firstShortcut: Int) -> Int {
        let items = page?.barItems ?? NavigationBarItems()
        let entries = (page?.toolbarEntries ?? []).filter { ($0.entry.placement.slot == .bottom) == isBottom }
        let shown = page != nil && (isBottom ? !entries.isEmpty && items.bottomBarVisibility != .hidden
                                             : items.barVisibility != .hidden)
        let newTitle = isBottom ? nil : items.title
        if shown != isShown || newTitle != title || previousTitle != self.previousTitle || firstShortcut != self.firstShortcut {
            isShown = shown
            title = newTitle
            self.previousTitle = previousTitle
            self.firstShortcut = firstShortcut
            invalidateLayout()
            setNeedsDisplay()
        }
        var views: [(key: AnyHashable, view: any View)] = []
        var newSlots: [AnyHashable: ToolbarItemPlacement.Slot] = [:]
        if shown, !isBottom, canGoBack, !items.backButtonHidden.isTrue {
            views.append((Self.backKey, NavigationBackButton()))
        }
        if shown {
            for (index, item) in entries.enumerated() {
                let key = AnyHashable(index)
                newSlots[key] = item.entry.placement.slot
                views.append((key, ToolbarItemHost(environment: item.environment, environmentVersion: item.environmentVersion,
                                                   content: item.entry.content)))
            }
        }
        if newSlots != slots {
            slots = newSlots
            invalidateLayout()
        }
        reconcile(views)
        return firstShortcut + shortcutItems.count
    }

    private func items(in slot: ToolbarItemPlacement.Slot) -> [ViewNode] {
        children.filter { slots[$0.key] == slot }
    }

    private var leadingItems: [ViewNode] { isBottom ? items(in: .bottom) : items(in: .leading) }
    private var trailingItems: [ViewNode] { isBottom ? [] : items(in: .trailing) }

    /// The items with shortcuts, in bar order.
    private var shortcutItems: [ViewNode] { leadingItems + trailingItems }

    /// Presses the item whose shortcut is function key `number`.
    func pressShortcut(_ number: Int) -> Bool {
        let items = shortcutItems
        let index = number - firstShortcut
        guard isShown, NavigationBarShortcuts.isShortcut(number), items.indices.contains(index),
              let target = items[index].firstFocusableDescendant() else { return false }
        return target.handleKey(KeyEvent(.enter))
    }

    private var back: NavigationBackNode? { children.first { $0.key == Self.backKey } as? NavigationBackNode }

    /// The back control, if it shows (focus goes there when a page has nothing else to focus).
    var backButton: ViewNode? { back }

    // MARK: Layout

    /// What the bar shows, with its items' widths as they measure.
    private var model: NavigationBarModel {
        func widths(_ nodes: [ViewNode]) -> [Int] { nodes.map { $0.measure(.unspecified).width } }
        return NavigationBarModel(title: title, showsBackButton: back != nil, previousTitle: previousTitle,
                                  leadingWidths: widths(leadingItems), trailingWidths: widths(trailingItems),
                                  principalWidths: widths(items(in: .principal)), firstShortcut: firstShortcut)
    }

    /// The most rows a top bar grows to for its principal items.
    static let maximumRows = 3

    /// The rows the bar takes: one, or as many as its tallest principal item needs (a title over a
    /// subtitle), at most ``maximumRows``; what is taller is cut to the bar. The page starts below.
    var rows: Int {
        guard isShown else { return 0 }
        guard !isBottom else { return 1 }
        let tallest = items(in: .principal).map { $0.measure(.unspecified).height }.max() ?? 1
        return max(1, min(Self.maximumRows, tallest))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        guard isShown else { return .zero }
        return Size(width: proposal.width ?? NavigationBarLayout.idealWidth(model), height: rows)
    }

    /// Nothing an item draws leaves the bar (a principal item taller than the bar is cut to it).
    override func drawTree(in canvas: Canvas, region: Rect) {
        guard frame.intersects(region) else { return }
        drawSubtree(in: canvas.clipped(to: frame), region: region.intersection(frame))
    }

    override func placeChildren(in rect: Rect) {
        guard isShown else {
            layout = nil
            for child in children { child.place(in: Rect(origin: rect.origin, size: .zero)) }
            return
        }
        let newLayout = NavigationBarLayout(model, width: rect.width)
        if let back, let place = newLayout.back {
            back.text = place.text
            back.place(in: Rect(x: rect.minX + place.x, y: rect.minY, width: place.width, height: 1))
        }
        for (item, place) in zip(shortcutItems, newLayout.items) {
            item.place(in: Rect(x: rect.minX + place.x, y: rect.minY, width: place.width, height: 1))
        }
        for (item, place) in zip(items(in: .principal), newLayout.principal) {
            item.place(in: Rect(x: rect.minX + place.x, y: rect.minY, width: place.width, height: max(1, rect.height)))
        }
        if newLayout != layout {
            layout = newLayout
            setNeedsDisplay()
        }
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        if let layout { NavigationBarLook.drawBar(layout, in: canvas, base: textStyle) }
    }
}

/// The back control of a navigation bar: `‹ Previous` (or `‹ Back`) as the bar lays it out; Enter,
/// Space or a click pop the top page.
struct NavigationBackButton: View, NodeRepresentable {
    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationBackNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

@MainActor
final class NavigationBackNode: ViewNode {
    /// What the button says, as the bar's layout chose it.
    var text = NavigationBarLook.backButtonText(NavigationBarLook.backFallbackTitle) {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }

    override var drawsContent: Bool { true }
    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible }
    override var mayBecomeFocused: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: TextWidth.of(text), height: 1)
    }

    override func draw(in canvas: Canvas) {
        NavigationBarLook.drawBackButton(text, in: canvas, base: textStyle,
                                         state: ControlState(isEnabled: isEnabled, isFocused: isFirstResponder))
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    private func goBack() {
        navigationContainer?.popTop(near: self)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handlePressKey(event, isEnabled: isEnabled) { goBack() }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        handlePressClick(event, isEnabled: isEnabled) { goBack() }
    }
}

/// A toolbar item in a bar, seeing the environment of the view that declared it.
struct ToolbarItemHost: View, NodeRepresentable {
    let environment: EnvironmentValues
    /// Changes when `environment` is a new one.
    let environmentVersion: Int
    let content: any View

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ToolbarItemHostNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

@MainActor
final class ToolbarItemHostNode: ViewNode {
    private var declared: EnvironmentValues?
    private var version = 0

    override func update(with view: any View) {
        guard let host = view as? ToolbarItemHost else { return }
        let changed = declared != nil && host.environmentVersion != version
        declared = host.environment
        version = host.environmentVersion
        if changed && isMounted { propagateEnvironment() }
        reconcile([(key: AnyHashable(0), view: host.content)])
    }

    /// The declaring view's environment; buttons in a bar draw borderless, as SwiftUI's toolbar style
    /// draws them, so a `Button` item looks like a `BarButtonItem` (unless the item sets a style).
    override var environmentForChildren: EnvironmentValues {
        var values = declared ?? environment
        if case .automatic = values.buttonStyleChoice { values.buttonStyleChoice = .look(.borderless) }
        return values
    }
}
