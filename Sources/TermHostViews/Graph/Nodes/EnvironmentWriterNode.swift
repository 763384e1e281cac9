import TermHostCore

/// The node of an environment modifier: hands its children the changed environment, and pushes a
/// change down the subtree only when the written value changed.
@MainActor
final class EnvironmentWriterNode: TransparentModifierNode {
    private var writer: EnvironmentWriterModifier?

    override func apply(_ modifier: any ViewModifier) {
        guard let newWriter = modifier as? EnvironmentWriterModifier else { return }
        let changed = writer.map { !valuesAreEqual($0.token, newWriter.token) } ?? false
        writer = newWriter
        if changed { propagateEnvironment() }
    }

    override var environmentForChildren: EnvironmentValues {
        var values = environment
        writer?.transform(&values)
        return values
    }
}

/// The node of `.onSubmit`: installs a stable action box, so a new closure does not disturb the environment.
@MainActor
final class SubmitNode: TransparentModifierNode {
    private var box: SubmitAction?

    override func apply(_ modifier: any ViewModifier) {
        guard let submit = modifier as? SubmitModifier else { return }
        if let box {
            box.action = submit.action
        } else {
            box = SubmitAction(action: submit.action, enclosing: environment.submitAction)
        }
    }

    override var environmentForChildren: EnvironmentValues {
        var values = environment
        values.submitAction = box
        return values
    }
}

/// The node of `.onKeyPress`: it sits in the responder chain of everything below it.
@MainActor
final class KeyPressNode: TransparentModifierNode {
    private var handler: KeyPressModifier?

    override func apply(_ modifier: any ViewModifier) {
        handler = modifier as? KeyPressModifier
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let handler, isEnabled else { return false }
        if let keys = handler.keys, !keys.contains(event.key) { return false }
        return handler.action(KeyPress(event: event)) == .handled
    }
}

extension EnvironmentWriterModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        EnvironmentWriterNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension SubmitModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        SubmitNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension KeyPressModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        KeyPressNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
