import TermHostCore

/// The node of a `NavigationStack` or a `NavigationSplitView`: its pages are the fixed columns (a
/// stack's root; a split view's sidebar, content and detail), then one page per path value, then the
/// views pushed by destination links and `isPresented` destinations. Every page stays a mounted child,
/// keeping its state, until it is popped; only the top page of each visible column is laid out, drawn,
/// visited by `onAppear` / `onDisappear` and given focus (see NavigationStackNode+Layout).
@MainActor
final class NavigationStackNode: ViewNode {
    /// A view pushed by a destination link or an `isPresented` destination.
    struct PushedView {
        let owner: ObjectIdentifier
        var view: AnyView
        /// Tells the owner it was popped (sets an `isPresented` binding to false).
        let pop: (@MainActor () -> Void)?
    }

    private struct Destination {
        let owner: ObjectIdentifier
        let build: @MainActor (AnyHashable) -> AnyView?
    }

    enum ChildKey: Hashable {
        case bar(Int), bottomBar, column(Int), value(Int, AnyHashable), pushed(ObjectIdentifier)
    }

    private(set) var configuration = NavigationContainerConfiguration(columns: [])
    private var ownPath: [AnyHashable] = []
    private(set) var path: [AnyHashable] = []
    private(set) var pushed: [PushedView] = []
    private var destinations: [ObjectIdentifier: Destination] = [:]
    private var reportedMissing: Set<ObjectIdentifier> = []
    private var isRebuilding = false
    /// Split views: whether the columns are side by side (decided by the width at the last placement).
    var isWide = false
    /// Split views, narrow: how many fixed columns are on the stack (1: the sidebar).
    private(set) var compactDepth = 1
    /// Split views: whether the path or pushed views replace the detail column (a sidebar link showed them).
    private(set) var replacesDetail = false
    /// The top page of each visible column when last rebuilt (to tell covered and uncovered pages).
    var shownTopIDs: [ObjectIdentifier] = []
    /// The lines between side-by-side columns, from the last placement.
    var separatorLines: [Rect] = []

    var columnCount: Int { configuration.columns.count }
    var isSplit: Bool { columnCount > 1 }

    // MARK: Updating

    override func update(with view: any View) {
        guard let container = view as? NavigationContainerView else { return }
        let isFirst = configuration.columns.isEmpty
        configuration = container.navigationConfiguration
        if isFirst, let column = configuration.preferredCompactColumn {
            compactDepth = max(1, min(columnCount, column.index + 1))
        }
        rebuild()
    }

    override func refresh() {
        rebuild()
    }

    /// Reads the path (under observation) and reconciles the bars and pages, then updates the bars
    /// and moves focus and appearance when the top page changed.
    func rebuild() {
        let focusedHere = containsFocus ? application?.focusEngine.focused as? ViewNode : nil
        path = readTracked { configuration.path?.read() ?? ownPath }
        var views: [(key: AnyHashable, view: any View)] = []
        for index in 0..<columnCount {
            views.append((AnyHashable(ChildKey.bar(index)), NavigationBarView(isBottom: false)))
        }
        views.append((AnyHashable(ChildKey.bottomBar), NavigationBarView(isBottom: true)))
        for (index, view) in configuration.columns.enumerated() {
            views.append((AnyHashable(ChildKey.column(index)), NavigationPage(content: .view(view), isPushed: index > 0 && !isWide)))
        }
        for (index, value) in path.enumerated() {
            views.append((AnyHashable(ChildKey.value(index, value)), NavigationPage(content: .value(value), isPushed: true)))
        }
        for view in pushed {
            views.append((AnyHashable(ChildKey.pushed(view.owner)), NavigationPage(content: .pushed(view.owner), isPushed: true)))
        }
        isRebuilding = true
        reconcile(views)
        isRebuilding = false
        reloadBars()
        visibleStacksDidChange(focusedNode: focusedHere)
    }

    // MARK: Layout, drawing and events (see NavigationStackNode+Layout)

    override func computeSize(_ proposal: ProposedViewSize) -> Size { measureColumns(proposal) }
    override func placeChildren(in rect: Rect) { placeColumns(in: rect) }
    override var drawsContent: Bool { true }
    override func draw(in canvas: Canvas) { drawSeparators(in: canvas) }
    override func drawTree(in canvas: Canvas, region: Rect) { drawShown(in: canvas, region: region) }
    override func hitTest(_ point: Point) -> ViewNode? { hitShown(point) }
    override var focusChildren: [Responder] { shownNodes }
    override func visit(_ body: (ViewNode) -> Void) { visitShown(body) }
    override func handleKey(_ event: KeyEvent) -> Bool { handleContainerKey(event) }

    // MARK: Pages

    var bars: [NavigationBarNode] { children.compactMap { $0 as? NavigationBarNode }.filter { !$0.isBottom } }
    var bottomBar: NavigationBarNode? { children.lazy.compactMap { $0 as? NavigationBarNode }.first { $0.isBottom } }
    var pages: [NavigationEntryNode] { children.compactMap { $0 as? NavigationEntryNode } }

    /// The pages shown in each visible column, bottom first (the last of each is on top).
    var visibleStacks: [[NavigationEntryNode]] {
        let all = pages
        guard all.count >= columnCount, columnCount > 0 else { return [] }
        let columns = Array(all.prefix(columnCount))
        let rest = Array(all.dropFirst(columnCount))
        guard isSplit else { return [columns + rest] }
        if isWide {
            let detail = replacesDetail && !rest.isEmpty ? rest : [columns[columnCount - 1]] + rest
            let side: [[NavigationEntryNode]]
            switch configuration.visibility.kind {
            case .detailOnly: side = []
            case .doubleColumn: side = columnCount > 2 ? [[columns[1]]] : [[columns[0]]]
            case .automatic, .all: side = columns.dropLast().map { [$0] }
            }
            return side + [detail]
        }
        return [Array(columns.prefix(compactDepth)) + rest]
    }

    /// The view a pushed page shows.
    func pushedView(for owner: ObjectIdentifier) -> AnyView? {
        pushed.first { $0.owner == owner }?.view
    }

    /// The view for a path value, built by the destination registered for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        if let view = destinations[type]?.build(value) { return view }
        if !reportedMissing.contains(type), let application {
            reportedMissing.insert(type)
            application.report("TermHost: no navigationDestination(for: \(Swift.type(of: value.base)).self) above a "
                + "NavigationStack showing a value of that type; the page stays empty.")
        }
        return nil
    }

    func hasDestination(for value: AnyHashable) -> Bool {
        destinations[ObjectIdentifier(Swift.type(of: value.base))] != nil
    }

    // MARK: Registrations

    func registerDestination(_ modifier: NavigationDestinationModifier, owner: ViewNode) {
        destinations[modifier.type] = Destination(owner: ObjectIdentifier(owner), build: modifier.build)
        reportedMissing.remove(modifier.type)
        guard !isRebuilding else { return }
        for page in pages where page.showsValue(ofType: modifier.type) { page.markDirty() }
    }

    func unregisterDestination(_ type: ObjectIdentifier, owner: ViewNode) {
        if destinations[type]?.owner == ObjectIdentifier(owner) { destinations[type] = nil }
    }

    /// A page's bar items changed: the bars follow if the page is on top of a visible column.
    func barItemsDidChange(in page: NavigationEntryNode) {
        guard !isRebuilding, visibleStacks.contains(where: { $0.last === page }) else { return }
        for bar in bars { bar.markDirty() }
        bottomBar?.markDirty()
    }

    // MARK: Navigating

    /// The fixed column `node` is in, or `nil` for the pages above them.
    private func column(of node: ViewNode) -> Int? {
        var current: ViewNode? = node
        while let candidate = current, candidate.parent !== self { current = candidate.parent }
        guard let page = current as? NavigationEntryNode, let index = pages.firstIndex(where: { $0 === page }) else { return nil }
        return index < columnCount ? index : nil
    }

    /// `NavigationLink(value:)`: appends `value` to the path; from a split view's sidebar or content
    /// column, shows it in the detail column instead (or moves to the next column when no destination shows it).
    func navigate(to value: AnyHashable, from link: ViewNode) {
        if isSplit, let column = column(of: link), column < columnCount - 1 {
            popPushed(from: 0)
            if hasDestination(for: value) {
                writePath([value])
                replacesDetail = true
                compactDepth = column + 1
            } else {
                writePath([])
                replacesDetail = false
                compactDepth = column + 2
            }
        } else if !writePath(path + [value]) {
            application?.report("TermHost: NavigationLink(value:) with a \(Swift.type(of: value.base)) cannot go on a "
                + "NavigationStack whose path holds another type; nothing was pushed.")
        }
        markDirty()
    }

    /// A link's value became a list's selection: a narrow split view shows the column after the link's.
    func showNextColumn(from link: ViewNode) {
        guard isSplit, let column = column(of: link), column < columnCount - 1 else { return }
        compactDepth = max(compactDepth, column + 2)
        markDirty()
    }

    /// `NavigationLink(destination:)` and `isPresented` destinations: pushes `view`, owned by `owner`.
    func push(_ view: AnyView, owner: ViewNode, pop: (@MainActor () -> Void)?) {
        let id = ObjectIdentifier(owner)
        guard !pushed.contains(where: { $0.owner == id }) else { return updatePushed(view, owner: owner) }
        if isSplit, let column = column(of: owner), column < columnCount - 1 {
            popPushed(from: 0)
            writePath([])
            replacesDetail = true
            compactDepth = column + 1
        }
        pushed.append(PushedView(owner: id, view: view, pop: pop))
        markDirty()
    }

    /// The owner of a pushed view has a new view for it.
    func updatePushed(_ view: AnyView, owner: ViewNode) {
        let id = ObjectIdentifier(owner)
        guard let index = pushed.firstIndex(where: { $0.owner == id }) else { return }
        pushed[index].view = view
        if !isRebuilding { pages.first { $0.key == AnyHashable(ChildKey.pushed(id)) }?.markDirty() }
    }

    /// The owner of a pushed view no longer wants it shown: it and the views above it are popped.
    func removePushed(owner: ViewNode) {
        let id = ObjectIdentifier(owner)
        guard let index = pushed.firstIndex(where: { $0.owner == id }) else { return }
        pushed.remove(at: index)
        popPushed(from: index)
        markDirty()
    }

    /// Pops `page` and every page above it.
    func pop(_ page: NavigationEntryNode) {
        guard let index = pages.firstIndex(where: { $0 === page }) else { return }
        if index < columnCount {
            guard index > 0 else { return }
            compactDepth = min(compactDepth, index)
            popPushed(from: 0)
            writePath([])
            replacesDetail = false
        } else {
            let kept = index - columnCount
            if kept < path.count {
                popPushed(from: 0)
                writePath(Array(path.prefix(kept)))
            } else {
                popPushed(from: kept - path.count)
            }
            if kept == 0 { replacesDetail = false }
        }
        markDirty()
    }

    /// Pops the top page of the visible column holding `node` (or of the last column); returns whether there was one to pop.
    @discardableResult
    func popTop(near node: ViewNode?) -> Bool {
        let stacks = visibleStacks
        let stack = node.flatMap { node in stacks.first { $0.contains { $0 === node || node.isDescendant(of: $0) } } }
            ?? stacks.last ?? []
        guard stack.count > 1, let top = stack.last, !top.barItems.backButtonHidden.isTrue else { return false }
        pop(top)
        return true
    }

    private func popPushed(from index: Int) {
        guard index < pushed.count else { return }
        let removed = pushed[index...]
        pushed.removeSubrange(index...)
        for view in removed.reversed() { view.pop?() }
    }

    @discardableResult
    private func writePath(_ values: [AnyHashable]) -> Bool {
        if let access = configuration.path {
            guard access.write(values) else { return false }
        } else {
            ownPath = values
        }
        path = values
        return true
    }
}

extension Optional where Wrapped == Bool {
    /// Whether the value is `true`.
    var isTrue: Bool { self ?? false }
}
