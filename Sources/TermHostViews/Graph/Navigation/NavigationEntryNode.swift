import TermHostCore

/// What a navigation page shows.
enum NavigationPageContent {
    /// A fixed view (a stack's root, a split view's column).
    case view(AnyView)
    /// A path value, shown by the destination registered for its type.
    case value(AnyHashable)
    /// A view pushed by a destination link or an `isPresented` destination, looked up by its owner.
    case pushed(ObjectIdentifier)
}

/// One page of a navigation container.
struct NavigationPage: View, NodeRepresentable {
    let content: NavigationPageContent
    /// Whether `dismiss` inside pops the page.
    let isPushed: Bool

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationEntryNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// The node of a navigation page: it resolves its view (from the container's destinations or pushed
/// views), keeps the bar items the views inside it set (`.navigationTitle`, `.toolbar` ...), and gives
/// the views inside a `dismiss` that pops it when it was pushed. It fills the area its container gives
/// it and centres its content there, as SwiftUI centres a page's content.
@MainActor
final class NavigationEntryNode: ViewNode {
    private var content: NavigationPageContent?
    private var isPushed = false
    /// Whether the page has been on top of a visible column (so covering and uncovering it is an appearance change).
    var hasBeenShown = false
    /// Where focus was in this page when it was covered.
    weak var focusToRestore: Responder?
    private var registrations: [(owner: ObjectIdentifier, depth: Int, items: NavigationBarItems,
                                 environment: EnvironmentValues, environmentVersion: Int)] = []
    private lazy var popHandler = DismissHandler { [weak self] in
        guard let self else { return }
        (self.parent as? NavigationStackNode)?.pop(self)
    }

    private var container: NavigationStackNode? { parent as? NavigationStackNode }

    override func update(with view: any View) {
        guard let page = view as? NavigationPage else { return }
        content = page.content
        if page.isPushed != isPushed {
            isPushed = page.isPushed
            if isMounted { propagateEnvironment() }
        }
        resolve()
    }

    override func refresh() {
        resolve()
    }

    private func resolve() {
        let view: AnyView
        switch content {
        case .view(let fixed): view = fixed
        case .value(let value): view = container?.destination(for: value) ?? AnyView(EmptyView())
        case .pushed(let owner): view = container?.pushedView(for: owner) ?? AnyView(EmptyView())
        case nil: view = AnyView(EmptyView())
        }
        reconcile([(key: AnyHashable(0), view: view)])
    }

    /// Whether the page shows a path value of type `type`.
    func showsValue(ofType type: ObjectIdentifier) -> Bool {
        if case .value(let value) = content { return ObjectIdentifier(Swift.type(of: value.base)) == type }
        return false
    }

    override var environmentForChildren: EnvironmentValues {
        guard isPushed else { return environment }
        var values = environment
        values.dismiss = DismissAction(handler: popHandler)
        values.isPresented = true
        return values
    }

    // MARK: Bar items

    /// Records the bar items `owner` (a view inside the page) sets; `environmentChanged` when the
    /// owner's environment is new (its toolbar items then see the new one).
    func setBarItems(_ items: NavigationBarItems, from owner: ViewNode, environmentChanged: Bool = false) {
        let id = ObjectIdentifier(owner)
        if let index = registrations.firstIndex(where: { $0.owner == id }) {
            registrations[index].items = items
            if environmentChanged {
                registrations[index].environment = owner.environment
                registrations[index].environmentVersion += 1
            }
        } else {
            registrations.append((id, owner.depth, items, owner.environment, 0))
        }
        container?.barItemsDidChange(in: self)
    }

    func removeBarItems(from owner: ViewNode) {
        let id = ObjectIdentifier(owner)
        registrations.removeAll { $0.owner == id }
        container?.barItemsDidChange(in: self)
    }

    /// The page's bar items: each setting from the deepest view that sets it.
    var barItems: NavigationBarItems {
        let ordered = registrations.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
        var result = NavigationBarItems()
        for (_, registration) in ordered {
            let items = registration.items
            result.title = items.title ?? result.title
            result.titleDisplayMode = items.titleDisplayMode ?? result.titleDisplayMode
            result.backButtonHidden = items.backButtonHidden ?? result.backButtonHidden
            result.barVisibility = items.barVisibility ?? result.barVisibility
            result.bottomBarVisibility = items.bottomBarVisibility ?? result.bottomBarVisibility
            result.tabBarVisibility = items.tabBarVisibility ?? result.tabBarVisibility
        }
        return result
    }

    /// The toolbar items of every view in the page, in the order they were set, with the environment
    /// of the view that set them (and how many times that environment changed).
    var toolbarEntries: [(entry: ToolbarEntry, environment: EnvironmentValues, environmentVersion: Int)] {
        registrations.flatMap { registration in
            (registration.items.toolbar ?? []).map { ($0, registration.environment, registration.environmentVersion) }
        }
    }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        ChildStack.column.size(of: layoutChildren, proposal: proposal)
    }

    override func placeChildren(in rect: Rect) {
        placeCentred(layoutChildren, in: rect)
    }
}
