import TermHostCore

/// One tab of a tab view: its key among the tabs, its view, its tag and its label.
struct TabDescription {
    /// How many modifiers around a tab's content are looked through for its tag and label.
    static let maximumModifierDepth = 32
    let key: AnyHashable
    let view: any View
    let tag: AnyHashable
    let label: AnyView
}

/// A `TabView`, seen by its node.
@MainActor
protocol TabViewProtocol {
    var tabs: [TabDescription] { get }
    var selectionRead: (@MainActor () -> AnyHashable)? { get }
    var selectionWrite: (@MainActor (AnyHashable) -> Void)? { get }
}

/// A view that describes its own tab (``Tab``).
@MainActor
protocol TabDescribing {
    var tabTag: AnyHashable? { get }
    var tabLabel: AnyView { get }
    var tabContent: any View { get }
}

extension Tab: TabDescribing {
    var tabTag: AnyHashable? { value.map { AnyHashable($0) } }
    var tabLabel: AnyView { label }
    var tabContent: any View { content }
}

extension TabView: TabViewProtocol, NodeRepresentable {
    var tabs: [TabDescription] {
        flattenedViewListMembers(of: content).enumerated().map { index, member in
            var tag: AnyHashable?
            var label: AnyView?
            var view = member.view
            for _ in 0..<TabDescription.maximumModifierDepth {
                if let tab = view as? TabDescribing {
                    tag = tag ?? tab.tabTag
                    label = label ?? tab.tabLabel
                    view = tab.tabContent
                    break
                }
                guard let modified = view as? AnyModifiedContent else { break }
                if let tagged = modified.anyModifier as? TagModifier { tag = tag ?? tagged.tag }
                if let item = modified.anyModifier as? TabItemModifier { label = label ?? item.label }
                view = modified.anyContent
            }
            let fallback = member.key.base is Int ? AnyHashable(index) : member.key
            return TabDescription(key: member.key, view: member.view, tag: tag ?? fallback,
                                  label: label ?? AnyView(Text("Tab \(index + 1)")))
        }
    }

    var selectionRead: (@MainActor () -> AnyHashable)? {
        guard let selection else { return nil }
        return { AnyHashable(selection.wrappedValue) }
    }

    var selectionWrite: (@MainActor (AnyHashable) -> Void)? {
        guard let selection else { return nil }
        return { value in
            if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
        }
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TabViewNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// The node of a `TabView`: the tab bar, then the content of every tab shown so far (kept, with its
/// state, while the tab exists); only the selected tab's content is laid out, drawn, hit, focused and
/// visited. Choosing a tab covers the old one (`onDisappear`, focus remembered) and uncovers or makes
/// the new one (`onAppear`), moving focus into it when focus was in the old tab.
@MainActor
final class TabViewNode: ViewNode {
    private(set) var tabs: [TabDescription] = []
    private var read: (@MainActor () -> AnyHashable)?
    private var write: (@MainActor (AnyHashable) -> Void)?
    private var ownSelection: AnyHashable?
    private(set) var selectedIndex = 0
    private var shownKeys: [AnyHashable] = []
    private weak var shownContent: TabContentNode?

    private static let barKey = AnyHashable("TermHost.tabBar")

    var bar: TabBarNode? { children.first { $0.key == Self.barKey } as? TabBarNode }
    private var contents: [TabContentNode] { children.compactMap { $0 as? TabContentNode } }
    var selectedContent: TabContentNode? {
        guard tabs.indices.contains(selectedIndex) else { return nil }
        return contents.first { $0.key == tabs[selectedIndex].key }
    }

    override func update(with view: any View) {
        guard let tabView = view as? TabViewProtocol else { return }
        tabs = tabView.tabs
        read = tabView.selectionRead
        write = tabView.selectionWrite
        rebuild()
    }

    override func refresh() {
        rebuild()
    }

    private func rebuild() {
        let hadFocus = selectedContent?.containsFocus ?? false
        let selection = readTracked { read?() }
        let chosen = selection ?? ownSelection ?? tabs.first?.tag
        selectedIndex = tabs.firstIndex { $0.tag == chosen } ?? 0
        if let key = tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].key : nil, !shownKeys.contains(key) {
            shownKeys.append(key)
        }
        let existing = Set(tabs.map(\.key))
        shownKeys.removeAll { !existing.contains($0) }
        var views: [(key: AnyHashable, view: any View)] = [(Self.barKey, TabBarView(labels: tabs.map(\.label)))]
        for tab in tabs where shownKeys.contains(tab.key) {
            views.append((tab.key, TabContent(view: tab.view)))
        }
        reconcile(views)
        bar?.selectedIndex = selectedIndex
        selectionDidChange(moveFocus: hadFocus)
    }

    /// Covers the tab that was shown and uncovers the selected one.
    private func selectionDidChange(moveFocus: Bool) {
        let content = selectedContent
        guard content !== shownContent else { return }
        let old = shownContent
        shownContent = content
        invalidateLayout()
        damageSubtree()
        content?.uncover()
        old?.cover()
        if moveFocus, isMounted { content?.takeFocus(fallback: bar) }
    }

    /// Chooses tab `index` (through the selection binding when there is one).
    func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let tag = tabs[index].tag
        if let write {
            write(tag)
        } else {
            ownSelection = tag
        }
        markDirty()
    }

    // MARK: Layout

    private var barShown: Bool { selectedContent?.tabBarVisibility != .hidden }
    private static let barRows = TabBarLayout.rows

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let rows = barShown ? Self.barRows : 0
        let content = selectedContent?.measure(ProposedViewSize(width: proposal.width,
                                                                height: proposal.height.map { max(0, $0 - rows) })) ?? .zero
        let barWidth = bar?.measure(.unspecified).width ?? 0
        return Size(width: proposal.width ?? max(content.width, barWidth), height: proposal.height ?? content.height + rows)
    }

    override func placeChildren(in rect: Rect) {
        let rows = barShown && rect.height >= Self.barRows ? Self.barRows : 0
        bar?.place(in: rows > 0 ? Rect(x: rect.minX, y: rect.maxY - rows, width: rect.width, height: rows)
                                : Rect(origin: rect.origin, size: .zero))
        selectedContent?.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - rows))
    }

    private var shownNodes: [ViewNode] {
        [selectedContent, bar].compactMap { $0 }
    }

    override func drawTree(in canvas: Canvas, region: Rect) {
        for node in shownNodes { node.drawTree(in: canvas, region: region) }
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        guard frame.contains(point) else { return nil }
        for node in shownNodes.reversed() {
            if let hit = node.hitTest(point) { return hit }
        }
        return self
    }

    override var focusChildren: [Responder] { shownNodes }

    override func visit(_ body: (ViewNode) -> Void) {
        guard isMounted else { return }
        body(self)
        for node in shownNodes { node.visit(body) }
    }

    /// The tab bar's keys from inside the tab view (`TabBarKeyMap`): Alt-digit, Ctrl-Left / Ctrl-Right.
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let command = TabBarKeyMap.containerCommand(for: event) else { return false }
        return perform(command)
    }

    /// Chooses the tab `command` says; returns whether it names one.
    func perform(_ command: TabBarCommand) -> Bool {
        guard let index = TabBarModel(count: tabs.count, selectedIndex: selectedIndex).index(after: command) else { return false }
        select(index)
        return true
    }
}

/// The content of one tab.
struct TabContent: View, NodeRepresentable {
    let view: any View

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TabContentNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// The node of a tab's content: fills the area above the bar and centres its view there; keeps
/// whether views inside hid the tab bar (`.toolbar(.hidden, for: .tabBar)`).
@MainActor
final class TabContentNode: ViewNode {
    var hasBeenShown = false
    weak var focusToRestore: Responder?
    private var barSettings: [(owner: ObjectIdentifier, visibility: Visibility)] = []

    override func update(with view: any View) {
        guard let tab = view as? TabContent else { return }
        reconcile([(key: AnyHashable(0), view: tab.view)])
    }

    var tabBarVisibility: Visibility? { barSettings.last?.visibility }

    func setTabBarVisibility(_ visibility: Visibility?, from owner: ViewNode) {
        let id = ObjectIdentifier(owner)
        let old = tabBarVisibility
        barSettings.removeAll { $0.owner == id }
        if let visibility { barSettings.append((id, visibility)) }
        if tabBarVisibility != old { parent?.invalidateLayout() }
    }

    override func placeChildren(in rect: Rect) {
        placeCentred(layoutChildren, in: rect)
    }
}

extension ViewNode {
    /// The nearest tab content above this node.
    var tabContent: TabContentNode? { ancestor(TabContentNode.self) }

    /// Places `nodes` as a column of their size for `rect`, centred in it (how pages, tabs and panels
    /// place their content).
    func placeCentred(_ nodes: [ViewNode], in rect: Rect) {
        let size = ChildStack.column.size(of: nodes, proposal: ProposedViewSize(rect.size))
        let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
        ChildStack.column.place(nodes, in: Rect(origin: rect.origin + Alignment.center.offset(of: fitted, in: rect.size),
                                                 size: fitted))
    }
}
