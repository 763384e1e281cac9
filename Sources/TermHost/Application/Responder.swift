/// An object that can take events and pass them on: the `UIResponder` of TermHost.
///
/// Widgets, widget controllers, the nodes of declarative views and the ``Application`` are all
/// responders, so one responder chain and one focus engine serve both halves of TermHost.
/// Keys go to the focused responder first, then up ``next`` until one handles them.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain (the superview, the owning controller, the host ...).
    open var next: Responder? { nil }

    /// Whether this responder can take focus (be the first responder) right now.
    /// Disabled or hidden responders answer `false`.
    open var canBecomeFocused: Bool { false }

    /// The responders below this one, in focus-traversal order (usually tree order).
    /// The focus engine walks these to find what Tab visits next.
    open var focusChildren: [Responder] { [] }

    /// Handles a key; returns `true` when handled. The default handles nothing, so the key travels on.
    open func handleKey(_ event: KeyEvent) -> Bool { false }

    /// Handles pasted text; returns `true` when handled.
    open func handlePaste(_ text: String) -> Bool { false }

    /// Handles a mouse event at `point` (in screen coordinates); returns `true` when handled.
    open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// Where the text cursor should show (screen coordinates) while this responder is focused, if anywhere.
    open var cursorPosition: Point? { nil }

    /// Called after this responder became the focused one. Override to redraw a focus mark.
    open func didBecomeFocused() {}

    /// Called after this responder stopped being the focused one.
    open func didResignFocus() {}

    /// The application at the end of this responder's chain, if it is attached to one.
    public var application: Application? {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < 10_000 {
            if let app = responder as? Application { return app }
            current = responder.next
            steps += 1
        }
        return nil
    }

    /// True while this responder is the application's focused responder.
    public var isFirstResponder: Bool {
        application?.focusEngine.focused === self
    }

    /// Asks to become the focused responder. Returns `false` if it cannot take focus or is not attached.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFocused, let app = application else { return false }
        return app.focusEngine.focus(self)
    }

    /// Gives up focus (focus moves to nothing). Returns `true` if it was focused.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let app = application, app.focusEngine.focused === self else { return false }
        app.focusEngine.focus(nil)
        return true
    }
}
