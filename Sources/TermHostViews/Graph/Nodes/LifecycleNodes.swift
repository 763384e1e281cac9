import TermHostCore

/// The node of `.onAppear` / `.onDisappear`: queues the action once per mount and once per unmount.
@MainActor
final class AppearanceNode: TransparentModifierNode {
    private var actions: AppearanceModifier?

    override func apply(_ modifier: any ViewModifier) {
        actions = modifier as? AppearanceModifier
    }

    override func didMount() {
        if graph.isOnScreen, let action = actions?.onAppear { graph.enqueue(action) }
    }

    override func willUnmount() {
        if graph.isOnScreen, let action = actions?.onDisappear { graph.enqueue(action) }
    }

    override func onScreenDidChange(_ isOnScreen: Bool) {
        if let action = isOnScreen ? actions?.onAppear : actions?.onDisappear { graph.enqueue(action) }
    }
}

/// The node of `.task`: starts the task when mounted (or when its id changes), cancels it when unmounted.
@MainActor
final class TaskNode: TransparentModifierNode {
    private var modifier: TaskModifier?
    private var task: Task<Void, Never>?

    override func apply(_ modifier: any ViewModifier) {
        guard let newModifier = modifier as? TaskModifier else { return }
        let idChanged = self.modifier.map { $0.id != newModifier.id } ?? false
        self.modifier = newModifier
        if idChanged && isMounted { restart() }
    }

    override func didMount() {
        guard graph.isOnScreen else { return }
        graph.enqueue { [weak self] in
            guard let self, self.isMounted, self.graph.isOnScreen, self.task == nil else { return }
            self.restart()
        }
    }

    override func willUnmount() {
        task?.cancel()
        task = nil
    }

    override func onScreenDidChange(_ isOnScreen: Bool) {
        if isOnScreen {
            didMount()
        } else {
            willUnmount()
        }
    }

    private func restart() {
        task?.cancel()
        guard let action = modifier?.action else { return }
        task = Task { @MainActor in await action() }
    }
}

/// The node of `.onChange(of:)`: compares each new value with the last one and queues the action.
@MainActor
final class ChangeNode<Value: Equatable>: TransparentModifierNode {
    private var last: Value?
    private var modifier: ChangeModifier<Value>?

    override func apply(_ modifier: any ViewModifier) {
        guard let change = modifier as? ChangeModifier<Value> else { return }
        self.modifier = change
        if let old = last, old != change.value {
            let action = change.action, new = change.value
            graph.enqueue { action(old, new) }
        }
        last = change.value
    }

    override func didMount() {
        if let change = modifier, change.initial {
            let action = change.action, value = change.value
            graph.enqueue { action(value, value) }
        }
    }
}

extension AppearanceModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        AppearanceNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension TaskModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        TaskNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension ChangeModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        ChangeNode<Value>(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
