import TermHostCore

/// The node of `.navigationDestination(for:)`: registers how its container shows values of a type,
/// for as long as it is in the tree.
@MainActor
final class NavigationDestinationNode: TransparentModifierNode {
    private var registered: ObjectIdentifier?
    private weak var container: NavigationStackNode?

    override func apply(_ modifier: any ViewModifier) {
        guard let destination = modifier as? NavigationDestinationModifier else { return }
        if container == nil { container = navigationContainer }
        if let registered, registered != destination.type { container?.unregisterDestination(registered, owner: self) }
        registered = destination.type
        container?.registerDestination(destination, owner: self)
    }

    override func willUnmount() {
        if let registered { container?.unregisterDestination(registered, owner: self) }
    }
}

/// The node of `.navigationDestination(isPresented:)` / `(item:)`: pushes its view on the container
/// while the binding says so (read under observation), and keeps it up to date; popping it resets the binding.
@MainActor
final class PresentedDestinationNode: BindingDrivenNode {
    private var modifier: PresentedDestinationModifier?
    private var shownIdentity: AnyHashable?
    private weak var container: NavigationStackNode?

    override func take(_ modifier: any ViewModifier) {
        self.modifier = modifier as? PresentedDestinationModifier
        if container == nil { container = navigationContainer }
    }

    override func willUnmount() {
        container?.removePushed(owner: self)
    }

    override func synchronize() {
        guard let modifier, let container else { return }
        let (identity, view) = readTracked { () -> (AnyHashable?, AnyView?) in
            let identity = modifier.presentedIdentity()
            return (identity, identity == nil ? nil : modifier.destination())
        }
        if identity != shownIdentity, shownIdentity != nil { container.removePushed(owner: self) }
        if let view, identity != nil {
            if identity == shownIdentity {
                container.updatePushed(view, owner: self)
            } else {
                container.push(view, owner: self, pop: modifier.pop)
            }
        }
        shownIdentity = identity
    }
}

/// The node of the bar modifiers (`.navigationTitle`, `.toolbar` ...): hands its settings to the
/// page it is in, for as long as it is in the tree.
@MainActor
final class NavigationBarItemsNode: TransparentModifierNode {
    private weak var page: NavigationEntryNode?
    private var items: NavigationBarItems?

    override func apply(_ modifier: any ViewModifier) {
        guard let items = modifier as? NavigationBarItemsModifier else { return }
        self.items = items.items
        if page == nil { page = navigationEntry }
        page?.setBarItems(items.items, from: self)
        if let visibility = items.items.tabBarVisibility { tabContent?.setTabBarVisibility(visibility, from: self) }
    }

    override func environmentDidChange() {
        if let items { page?.setBarItems(items, from: self, environmentChanged: true) }
    }

    override func willUnmount() {
        page?.removeBarItems(from: self)
        tabContent?.setTabBarVisibility(nil, from: self)
    }
}

extension NavigationDestinationModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        NavigationDestinationNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension PresentedDestinationModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        PresentedDestinationNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension NavigationBarItemsModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        NavigationBarItemsNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
