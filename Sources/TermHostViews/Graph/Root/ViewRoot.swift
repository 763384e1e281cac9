import TermHostCore

/// A declarative view shown full screen, with no widget involved: the root content of a
/// pure-declarative app.
///
/// ```swift
/// let app = Application(terminal: terminal)
/// app.rootContent = ViewRoot(rootView: ContentView())
/// ```
///
/// The content is proposed the terminal's size and centred in it, as SwiftUI centres a window's
/// content; `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)` fills the
/// screen from the top-left. Each frame the root re-evaluates dirty bodies, re-places what changed
/// and redraws only the damaged rectangles.
///
/// Presentations (`.sheet`, `.alert` ...) are drawn over the content, each in a layer of its own;
/// the top one takes focus, keys and the mouse. `@Environment(\.scenePhase)` follows the application's state.
@MainActor
public final class ViewRoot: RootContent, ViewGraphHost, ViewGraphPresenting {
    /// The view graph behind the content.
    let graph: ViewGraph
    /// The application showing the content.
    public private(set) weak var application: Application?
    private var damage = DamageList()
    private var size = Size.zero
    private let presentations = PresentationStack()
    private let scenePhase = ScenePhaseFeed()

    /// Shows `rootView` full screen.
    public init(rootView: some View, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(rootView: rootView, environment: environment)
        graph.host = self
    }

    /// Replaces the root view; state is kept where identity is unchanged.
    public func setRootView(_ view: some View) {
        graph.setRootView(view)
    }

    // MARK: RootContent

    public var rootResponder: Responder { presentations.topResponder ?? graph.rootResponder }

    public func didMove(to application: Application?) {
        self.application = application
        scenePhase.follow(application, for: graph)
        if let application, application.lengthUnit != graph.environment.lengthUnit, graph.environment.lengthUnit == .cells {
            graph.environment.lengthUnit = application.lengthUnit
        }
        damage.add(Rect(origin: .zero, size: size))
        application?.setNeedsUpdate(graph)
    }

    public func layout(in newSize: Size) {
        let resized = newSize != size
        if resized {
            size = newSize
            damage.add(Rect(origin: .zero, size: newSize))
        }
        presentations.layout(in: newSize, force: resized)
        guard resized || graph.needsLayout else { return }
        let fitted = graph.sizeThatFits(ProposedViewSize(newSize))
        let shown = Size(width: min(fitted.width, newSize.width), height: min(fitted.height, newSize.height))
        let origin = Alignment.center.offset(of: shown, in: newSize)
        graph.place(in: Rect(origin: origin, size: shown))
    }

    public func draw(into canvas: Canvas, full: Bool) {
        let screen = Rect(origin: .zero, size: size)
        let regions = full ? [screen] : damage.take()
        if full { _ = damage.take() }
        for region in regions {
            let area = region.intersection(screen)
            guard !area.isEmpty else { continue }
            canvas.clear(area)
            graph.draw(in: canvas.clipped(to: area))
            presentations.draw(in: canvas.clipped(to: area))
        }
    }

    public func responder(at point: Point) -> Responder? {
        presentations.responder(at: point) ?? graph.responder(at: point)
    }

    // MARK: ViewGraphHost

    public var graphNextResponder: Responder? { application }

    public var graphOriginOnScreen: Point { .zero }

    package func viewGraphNeedsUpdate(_ graph: ViewGraph) {
        application?.setNeedsUpdate(graph)
    }

    package func viewGraphDidUpdate(_ graph: ViewGraph) {}

    package func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        damage(rect)
    }

    func damage(_ rect: Rect) {
        damage.add(rect)
        application?.setNeedsFrame()
    }

    func damageScreen() {
        damage(Rect(origin: .zero, size: size))
    }

    // MARK: ViewGraphPresenting

    package func present(_ presentation: Presentation) {
        presentations.push(presentation, root: self)
    }
}

extension ViewRoot: LengthUnitObserving {
    /// The content reads the application's new unit as `@Environment(\.lengthUnit)`.
    package func applicationLengthUnitDidChange() {
        guard let application else { return }
        graph.environment.lengthUnit = application.lengthUnit
    }
}
