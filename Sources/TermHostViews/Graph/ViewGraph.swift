import TermHostCore

/// The persistent tree of nodes behind a declarative view: evaluates bodies, keeps state by
/// identity, lays out and draws. Only dirty nodes re-evaluate; only what their change reaches is
/// laid out again; only damaged rectangles are redrawn.
///
/// Updates: observation callbacks and state changes only mark nodes dirty and ask the host for a
/// frame update; everything that changed in one main-queue turn is handled by one
/// ``performFrameUpdate()``. Lifecycle actions (`onAppear`, `onDisappear`, `onChange`, `task`) are
/// queued while bodies are evaluated and run after the evaluation round, in the same frame.
@MainActor
package final class ViewGraph: FrameUpdating {
    /// Whoever shows the graph.
    @exclusivity(unchecked)
    package weak var host: ViewGraphHost?
    package private(set) lazy var root = RootNode(graph: self)
    @exclusivity(unchecked)
    private var dirtyNodes: [ViewNode] = []
    @exclusivity(unchecked)
    private var pendingActions: [@MainActor () -> Void] = []
    /// Whether some node's layout changed since the last placement.
    @exclusivity(unchecked)
    package private(set) var needsLayout = true
    /// Text measurements shared by the nodes that show equal strings.
    let textMeasurements = TextMeasurementCache()

    /// Whether the content is on screen. While it is not, `onAppear` and `.task` wait; turning it off
    /// runs the mounted views' `onDisappear` (and cancels their tasks), turning it on again runs their
    /// `onAppear` (and restarts their tasks). State is kept either way.
    package var isOnScreen: Bool {
        didSet {
            guard isOnScreen != oldValue else { return }
            root.visit { $0.onScreenDidChange(isOnScreen) }
        }
    }

    /// Creates a graph for `view` with an environment; `isOnScreen` false delays `onAppear` until shown.
    package init(rootView: any View, environment: EnvironmentValues = EnvironmentValues(), isOnScreen: Bool = true) {
        self.isOnScreen = isOnScreen
        root.environment = environment
        root.update(with: rootView)
    }

    /// Replaces the root view; nodes whose identity is unchanged keep their state.
    package func setRootView(_ view: any View) {
        root.update(with: view)
        host?.viewGraphNeedsUpdate(self)
    }

    /// The environment the root sees; changing it re-evaluates the views that read what changed.
    package var environment: EnvironmentValues {
        get { root.environment }
        set {
            root.environment = newValue
            root.environmentDidChange()
            root.propagateEnvironment()
            host?.viewGraphNeedsUpdate(self)
        }
    }

    /// Whether the root content asked (with `.ignoresSafeArea()`) to extend under the safe-area insets.
    var contentIgnoresSafeArea: Bool {
        for child in root.layoutChildren where child.ignoresSafeArea { return true }
        return false
    }

    // MARK: Statistics

    /// The application counting this graph's work, looked up at the start of each frame update and
    /// drawing pass (the host finds it through its window, which nodes would otherwise do per count).
    private weak var countingApplication: Application?

    private var statisticsApplication: Application? {
        countingApplication ?? host?.application
    }

    func countBodyEvaluation() {
        statisticsApplication?.statistics.bodyEvaluations += 1
    }

    /// Counts `node` as laid out in this frame, once however many proposals it is measured for.
    func countNodeLayout(_ node: ViewNode) {
        guard let application = statisticsApplication else { return }
        let frame = application.statistics.frames
        guard node.layoutCountedInFrame != frame else { return }
        node.layoutCountedInFrame = frame
        application.statistics.nodesLaidOut += 1
    }

    func countNodeFrameChange() {
        statisticsApplication?.statistics.nodeFramesChanged += 1
    }

    /// Draws counted in the current drawing pass, added to the application's statistics when it ends.
    private var drawsInPass = 0

    /// Counts a node's draw (made while the graph draws).
    func countDraw() {
        drawsInPass += 1
    }

    // MARK: Updates

    func nodeNeedsRefresh(_ node: ViewNode) {
        dirtyNodes.append(node)
        host?.viewGraphNeedsUpdate(self)
    }

    /// Queues a lifecycle action to run after the current evaluation round.
    func enqueue(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
        host?.viewGraphNeedsUpdate(self)
    }

    /// Whether bodies or lifecycle actions are waiting.
    var hasPendingUpdates: Bool { !dirtyNodes.isEmpty || !pendingActions.isEmpty }

    /// Evaluates every dirty body (parents first) and runs the queued lifecycle actions, then lets
    /// the host negotiate size.
    package func performFrameUpdate() {
        countingApplication = host?.application
        evaluateDirtyNodes()
        host?.viewGraphDidUpdate(self)
    }

    /// Evaluates every dirty body, parents before children, and runs the lifecycle actions they
    /// queued (which may dirty more nodes; those are evaluated too). Bodies and actions that keep dirtying
    /// each other (an `onChange` that changes its own value) stop after ``FrameSettling/maximumRounds``
    /// rounds with its diagnostic, and what is still dirty waits for the next frame.
    func evaluateDirtyNodes() {
        var settling = FrameSettling(.update, application: host?.application)
        while !dirtyNodes.isEmpty || !pendingActions.isEmpty {
            guard settling.nextRound() else { break }
            guard dirtyNodes.isEmpty else {
                // One dirty node (the common case) needs no sort, and no closure called for it.
                let batch = dirtyNodes.count > 1 ? dirtyNodes.sorted { $0.depth < $1.depth } : dirtyNodes
                dirtyNodes.removeAll()
                for node in batch where node.isDirty && node.isMounted {
                    node.isDirty = false
                    node.refresh()
                }
                continue
            }
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
        }
        if !dirtyNodes.isEmpty || !pendingActions.isEmpty {
            settling.stopped(in: frameSubject)
            host?.viewGraphNeedsUpdate(self)
        }
    }

    func layoutDidChange() {
        needsLayout = true
    }

    // MARK: Layout

    /// The size the content wants for `proposal` (cached per proposal).
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        root.measure(proposal)
    }

    /// A number that changes whenever the content's cached sizes are dropped: while it is the same,
    /// ``sizeThatFits(_:)`` gives the answers it gave.
    package var sizeGeneration: Int { root.sizeCache.generation }

    /// Places the content in `rect` (graph coordinates); nodes whose place and size are unchanged are skipped.
    package func place(in rect: Rect) {
        needsLayout = false
        root.place(in: rect)
    }

    // MARK: Drawing

    func damage(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        host?.viewGraph(self, didDamage: rect)
    }

    /// Draws the nodes that intersect the canvas's visible area. The canvas covers the graph's area.
    package func draw(in canvas: Canvas) {
        countingApplication = host?.application
        root.drawTree(in: canvas, region: canvas.visibleRect)
        if drawsInPass > 0 {
            statisticsApplication?.statistics.draws += drawsInPass
            drawsInPass = 0
        }
    }

    // MARK: Events

    /// The deepest node that handles events at `point` (graph coordinates).
    package func responder(at point: Point) -> Responder? {
        root.hitTest(point)
    }

    /// The root responder of the graph (its next responder is the host's).
    package var rootResponder: Responder { root }
}

extension ViewGraph: FrameSubjectDescribing {
    /// The graph's host's name (a host names its content), or "a view graph".
    package var frameSubject: String { (host as? FrameSubjectDescribing)?.frameSubject ?? "a view graph" }
}
