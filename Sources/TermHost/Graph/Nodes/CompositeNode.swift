import Observation

/// The node of a view with a `body`: links the view's state, evaluates the body while tracking what
/// it reads, and is marked dirty (never redrawn directly) when any of that changes.
@MainActor
final class CompositeNode: ViewNode {
    private var view: (any View)?
    private lazy var linker = PropertyLinker(environment: environment)
    private(set) var isDirty = false

    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        self.view = view
        evaluate()
    }

    /// Evaluates the body and reconciles the result with the child.
    func evaluate() {
        guard let view else { return }
        isDirty = false
        graph.countBodyEvaluation()
        linker.environment = environment
        linker.link(view)
        let body = withObservationTracking {
            evaluateBody(of: view)
        } onChange: { [weak self] in
            MainThread.run { self?.markDirty() }
        }
        reconcile([(key: AnyHashable(0), view: body)])
    }

    private func markDirty() {
        guard !isDirty, isMounted else { return }
        isDirty = true
        graph.nodeNeedsEvaluation(self)
    }

    override func propagateEnvironment() {
        super.propagateEnvironment()
        markDirty()
    }
}

@MainActor
private func evaluateBody<V: View>(of view: V) -> any View {
    view.body
}
