import TermHostCore

/// The node of `.refreshable`: puts the refresh action in the environment and starts it on F5 or Ctrl-R.
@MainActor
final class RefreshableNode: TransparentModifierNode {
    private var modifier: RefreshableModifier?
    private var running: Task<Void, Never>?

    override func apply(_ modifier: any ViewModifier) {
        let first = self.modifier == nil
        self.modifier = modifier as? RefreshableModifier
        if first { propagateEnvironment() }
    }

    override var environmentForChildren: EnvironmentValues {
        var values = environment
        if let modifier { values.refresh = RefreshAction(action: modifier.action) }
        return values
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let modifier, isEnabled else { return false }
        switch (event.key, event.modifiers) {
        case (.function(5), []), (.character("r"), .control):
            guard running == nil else { return true }
            running = Task { @MainActor [weak self] in
                await modifier.action()
                self?.running = nil
            }
            return true
        default:
            return false
        }
    }

    override func unmount() {
        running?.cancel()
        running = nil
        super.unmount()
    }
}

extension RefreshableModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        RefreshableNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
