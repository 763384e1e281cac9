import TermHostCore
import Observation

/// The node of a view with a `body` (or of a custom modifier's `body(content:)`): links the view's
/// dynamic properties, evaluates the body while tracking what it reads, and is marked dirty (never
/// redrawn directly) when any of that changes. Tracking is re-armed on every evaluation.
///
/// The equality rule: when a parent re-evaluates and hands this node a new view value that is
/// `Equatable` and `==` to the old one, and nothing this node depends on changed, the body is not
/// evaluated again (as in SwiftUI). Views that are not `Equatable` are evaluated again.
@MainActor
final class CompositeNode: ViewNode {
    private var view: (any View)?
    private lazy var linker = PropertyLinker(environment: environment) { [weak self] in self?.markDirty() }

    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        if let old = self.view, !isDirty, valuesAreEqual(view, old) { return }
        self.view = view
        evaluate()
    }

    override func refresh() {
        evaluate()
    }

    override func environmentDidChange() {
        if linker.environmentChanged(environment) { markDirty() }
    }

    /// Evaluates the body and reconciles the result with the child.
    private func evaluate() {
        guard let view else { return }
        isDirty = false
        graph.countBodyEvaluation()
        linker.environment = environment
        let body: any View
        if let modified = view as? AnyModifiedContent {
            linker.link(modified.anyModifier)
            let content = ModifierContent(modified.anyContent)
            body = withObservationTracking {
                evaluateBody(of: modified.anyModifier, content: content)
            } onChange: { [weak self] in
                MainThread.run { self?.markDirty() }
            }
        } else {
            linker.link(view)
            body = withObservationTracking {
                evaluateBody(of: view)
            } onChange: { [weak self] in
                MainThread.run { self?.markDirty() }
            }
        }
        reconcile([(key: AnyHashable(0), view: body)])
    }
}

@MainActor
private func evaluateBody<V: View>(of view: V) -> any View {
    view.body
}

@MainActor
private func evaluateBody<M: ViewModifier>(of modifier: M, content: ModifierContent) -> any View {
    modifier.body(content: content)
}
