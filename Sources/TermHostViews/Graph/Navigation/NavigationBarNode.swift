import TermHostCore

/// A bar of a navigation container: the top bar of a visible column, or the bottom bar.
struct NavigationBarView: View, NodeRepresentable {
    let isBottom: Bool

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationBarNode(graph: graph, parent: parent, key: key, viewType: Self.self, isBottom: isBottom)
    }
}

/// The node of a navigation bar, one row: on top, the back control and the leading items on the
/// left, the title (or the principal items) in the middle and the trailing items on the right; at the
/// bottom, the bottom items left to right. Every item but the principal ones has a function-key
/// shortcut (F2 … F9 in bar order, top bar first; F1 is left to the terminal's help), shown dim before
/// it; the key presses the item's first focusable view.
@MainActor
final class NavigationBarNode: ViewNode {
    let isBottom: Bool
    private(set) var title: String?
    /// Whether the bar takes its row.
    private(set) var isShown = false
    /// The function key of the first item with a shortcut.
    private(set) var firstShortcut = 2
    private var slots: [AnyHashable: ToolbarItemPlacement.Slot] = [:]
    private var hintOrigins: [(origin: Point, key: Int)] = []

    static let backKey = AnyHashable("TermHost.back")

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, isBottom: Bool) {
        self.isBottom = isBottom
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override var drawsContent: Bool { isShown }

    override func refresh() {
        (parent as? NavigationStackNode)?.reloadBars()
    }

    /// Shows `page`'s items (or nothing for `nil`), with a back control when `canGoBack`; returns the
    /// next free function key.
    @discardableResult
    func load(_ page: NavigationEntryNode?, canGoBack: Bool, firstShortcut: Int) -> Int {
        let items = page?.barItems ?? NavigationBarItems()
        let entries = (page?.toolbarEntries ?? []).filter { ($0.entry.placement.slot == .bottom) == isBottom }
        let shown = page != nil && (isBottom ? !entries.isEmpty && items.bottomBarVisibility != .hidden
                                             : items.barVisibility != .hidden)
        let newTitle = isBottom ? nil : items.title
        if shown != isShown || newTitle != title || firstShortcut != self.firstShortcut {
            isShown = shown
            title = newTitle
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

    /// The items with shortcuts, in bar order.
    private var shortcutItems: [ViewNode] {
        isBottom ? items(in: .bottom) : items(in: .leading) + items(in: .trailing)
    }

    /// Presses the item whose shortcut is function key `number`.
    func pressShortcut(_ number: Int) -> Bool {
        let items = shortcutItems
        let index = number - firstShortcut
        guard isShown, number <= Self.lastShortcut, items.indices.contains(index),
              let target = items[index].firstFocusableDescendant() else { return false }
        return target.handleKey(KeyEvent(.enter))
    }

    private var back: ViewNode? { children.first { $0.key == Self.backKey } }

    /// The back control, if it shows (focus goes there when a page has nothing else to focus).
    var backButton: ViewNode? { back }

    // MARK: Layout

    private static let gap = 2
    /// Items past F9 have no shortcut (F10 and above are often taken by the terminal emulator).
    private static let lastShortcut = 9
    private static let hintWidth = 3

    private func shortcutLabel(_ number: Int) -> String { "F\(number)" }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        guard isShown else { return .zero }
        var width = 2
        for child in children {
            width += child.measure(.unspecified).width + Self.gap + (child === back ? 0 : Self.hintWidth)
        }
        if let title { width += TextWidth.of(title) + Self.gap }
        return Size(width: proposal.width ?? width, height: 1)
    }

    override func placeChildren(in rect: Rect) {
        hintOrigins = []
        guard isShown else {
            for child in children { child.place(in: Rect(origin: rect.origin, size: .zero)) }
            return
        }
        var number = firstShortcut
        var left = rect.minX + 1
        if let back {
            let size = back.measure(.unspecified)
            back.place(in: Rect(x: left, y: rect.minY, width: size.width, height: 1))
            left += size.width + Self.gap
        }
        let leading = isBottom ? items(in: .bottom) : items(in: .leading)
        for item in leading {
            left = placeItem(item, at: left, in: rect, number: number) + Self.gap
            number += 1
        }
        var right = rect.maxX - 1
        let trailing = isBottom ? [] : items(in: .trailing)
        let trailingNumbers = number..<(number + trailing.count)
        for (item, itemNumber) in zip(trailing, trailingNumbers).reversed() {
            let width = item.measure(.unspecified).width + Self.hintWidth
            right -= width
            _ = placeItem(item, at: right, in: rect, number: itemNumber)
            right -= Self.gap
        }
        centre = (left, right)
        placePrincipal(in: rect)
    }

    /// The free space between the leading and trailing items, for the title or the principal items.
    private var centre = (0, 0)

    private func placeItem(_ item: ViewNode, at x: Int, in rect: Rect, number: Int) -> Int {
        hintOrigins.append((Point(x: x - rect.minX, y: 0), number))
        let size = item.measure(.unspecified)
        let width = min(size.width, max(0, rect.maxX - x - Self.hintWidth))
        item.place(in: Rect(x: x + Self.hintWidth, y: rect.minY, width: width, height: 1))
        return x + Self.hintWidth + width
    }

    private func placePrincipal(in rect: Rect) {
        let principal = items(in: .principal)
        guard !principal.isEmpty else { return }
        let sizes = principal.map { $0.measure(.unspecified) }
        let total = sizes.reduce(0) { $0 + $1.width } + Self.gap * (principal.count - 1)
        var x = max(centre.0, min(rect.minX + (rect.width - total) / 2, centre.1 - total))
        for (item, size) in zip(principal, sizes) {
            item.place(in: Rect(x: x, y: rect.minY, width: min(size.width, max(0, centre.1 - x)), height: 1))
            x += size.width + Self.gap
        }
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        let hintStyle = textStyle.adding(.dim)
        for hint in hintOrigins where hint.key <= Self.lastShortcut {
            canvas.drawText(shortcutLabel(hint.key), at: hint.origin, width: Self.hintWidth - 1, style: hintStyle)
        }
        guard let title, items(in: .principal).isEmpty else { return }
        let left = centre.0 - frame.minX, right = centre.1 - frame.minX
        let space = max(0, right - left)
        let shown = TextLayout.truncate(title, toWidth: space)
        let width = TextWidth.of(shown)
        let x = max(left, (frame.width - width) / 2)
        canvas.drawText(shown, at: Point(x: min(x, right - width), y: 0), style: textStyle.adding(.bold))
    }
}

/// The back control of a navigation bar: `‹ Back`; Enter, Space or a click pop the top page.
struct NavigationBackButton: View, NodeRepresentable {
    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationBackNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

@MainActor
final class NavigationBackNode: ViewNode {
    static let title = "‹ Back"

    override var drawsContent: Bool { true }
    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible }
    override var mayBecomeFocused: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: TextWidth.of(Self.title), height: 1)
    }

    override func draw(in canvas: Canvas) {
        canvas.drawText(Self.title, at: .zero, style: isFirstResponder ? textStyle.adding(.reverse) : textStyle)
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

    override var environmentForChildren: EnvironmentValues { declared ?? environment }
}
