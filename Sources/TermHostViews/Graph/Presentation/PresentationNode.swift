import TermHostCore

/// The node of a presentation modifier (`.sheet`, `.alert` ...): transparent over the view it is
/// applied to. It reads the binding under observation; when it turns on, the content is shown in a
/// ``Presentation`` by whoever shows this graph; while up, the content follows every update; when the
/// binding turns off (Esc, `dismiss`, a button, or the program), the panel goes and `onDismiss` runs.
/// A new item identity replaces the panel (fresh state). Leaving the tree takes the panel down too.
@MainActor
final class PresentationNode: BindingDrivenNode {
    private var modifier: PresentationModifier?
    private var presentation: Presentation?
    private var shownIdentity: AnyHashable?
    private var openScheduled = false
    private var reportedUnshown = false
    private lazy var dismissHandler = DismissHandler { [weak self] in self?.modifier?.dismiss() }

    override func take(_ modifier: any ViewModifier) {
        self.modifier = modifier as? PresentationModifier
    }

    override func willUnmount() {
        if let presentation { close(presentation, runOnDismiss: false) }
    }

    override func environmentDidChange() {
        presentation?.graph.environment = presentedEnvironment
    }

    /// Compares what the binding asks for with what is shown, and opens, replaces, updates or closes the panel.
    override func synchronize() {
        guard let modifier else { return }
        let (identity, content) = readTracked { () -> (AnyHashable?, AnyView?) in
            let identity = modifier.presentedIdentity()
            return (identity, identity == nil ? nil : modifier.content())
        }
        if identity == shownIdentity, let presentation, let content {
            presentation.graph.setRootView(panel(content))
            return
        }
        if let presentation, identity != shownIdentity { close(presentation, runOnDismiss: true) }
        shownIdentity = identity
        if identity != nil, presentation == nil { scheduleOpen() }
    }

    /// Opens the panel after this evaluation round (the graph's host may not be set yet on a first build).
    private func scheduleOpen() {
        guard !openScheduled else { return }
        openScheduled = true
        graph.enqueue { [weak self] in
            guard let self else { return }
            self.openScheduled = false
            self.open()
        }
    }

    private func open() {
        guard isMounted, presentation == nil, shownIdentity != nil, let modifier, let content = modifier.content() else { return }
        guard let presenter = graph.host as? ViewGraphPresenting, graph.host?.application != nil else {
            if !reportedUnshown { graph.host?.application?.report("TermHost: a presentation could not be shown: its view is not on screen.") }
            reportedUnshown = true
            return
        }
        let presentation = Presentation(panel: panel(content), environment: presentedEnvironment) { [weak self] in
            self?.userDismiss()
        }
        self.presentation = presentation
        presenter.present(presentation)
        presentation.takeFocus(in: graph.host?.application)
    }

    private func close(_ presentation: Presentation, runOnDismiss: Bool) {
        self.presentation = nil
        presentation.close(in: graph.host?.application, completion: runOnDismiss ? modifier?.onDismiss : nil)
    }

    private func userDismiss() {
        guard let modifier else { return }
        if let escape = modifier.escape { escape() } else { modifier.dismiss() }
        // A presenting view no longer on screen (its host left the window) gets no frame update:
        // follow the binding now, so the panel never stays up with nothing to take it down.
        if graph.host?.application == nil { synchronize() }
    }

    private func panel(_ content: AnyView) -> PresentationPanel {
        PresentationPanel(style: modifier?.style ?? .sheet, anchor: anchorOnScreen, content: content) { [weak self] in
            self?.userDismiss()
        }
    }

    /// The presenting view's place on screen.
    private var anchorOnScreen: Rect {
        let nodes = layoutNodes
        guard let first = nodes.first else { return .zero }
        let area = nodes.dropFirst().reduce(first.frame) { $0.union($1.frame) }
        return area.offsetBy(dx: screenPoint(.zero).x, dy: screenPoint(.zero).y)
    }

    /// What the presented content sees: this view's environment, with `dismiss` ending the presentation.
    private var presentedEnvironment: EnvironmentValues {
        var values = environment
        values.dismiss = DismissAction(handler: dismissHandler)
        values.isPresented = true
        values.safeAreaInsets = .zero
        return values
    }
}

extension PresentationModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        PresentationNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
