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

    /// The key commands this responder offers (UIKit's `keyCommands`): asked before ``handleKey(_:)`` when a
    /// key reaches this responder (see ``KeyCommand``). `nil` by default.
    open var keyCommands: [KeyCommand]? { nil }

    /// Handles pasted text; returns `true` when handled.
    open func handlePaste(_ text: String) -> Bool { false }

    /// Handles a mouse event at `point` (in screen coordinates); returns `true` when handled.
    open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// Delivers a mouse event: ``handleMouse(_:)``, unless the responder routes it elsewhere first (a widget's
    /// gesture recognizers see its clicks before it does). The application delivers every mouse event here.
    @_spi(TermHostInternal) open func routeMouse(_ event: MouseEvent) -> Bool { handleMouse(event) }

    /// Where the text cursor should show (screen coordinates) while this responder is focused, if anywhere.
    open var cursorPosition: Point? { nil }

    /// The responder's frame in screen coordinates, unclipped, when it has one (widgets and view nodes).
    /// The focus engine uses it to pick a visible responder and to scroll a focused one into view.
    @_spi(TermHostInternal) open var frameOnScreen: Rect? { nil }

    /// The screen rectangle that what lies below this responder is cut to when drawn (a scroll view's
    /// viewport, a clipping view's bounds), or `nil` when it cuts nothing.
    @_spi(TermHostInternal) open var clipRectOnScreen: Rect? { nil }

    /// Whether this responder and everything below it are one Tab stop (UIKit's focus group: a table or
    /// collection view). Tab enters the group at the group itself when it can take focus, else at its
    /// first focusable responder that shows on screen, and leaves it for the next stop; the group's own
    /// keys (arrows) move within it. Default `false`.
    @_spi(TermHostInternal) open var isFocusGroup: Bool { false }

    /// Called on each responder up the ``next`` chain of a responder that just became focused, with its
    /// frame on screen: a scroll view scrolls the least needed to show it. The default does nothing.
    @_spi(TermHostInternal) open func revealFocusedDescendant(_ focused: Responder, frameOnScreen: Rect) {}

    /// Called after this responder became the focused one. Override to redraw a focus mark.
    open func didBecomeFocused() {}

    /// Called after this responder stopped being the focused one.
    open func didResignFocus() {}

    /// The application at the end of this responder's chain, if it is attached to one.
    open var application: Application? {
        for case let application as Application in responderChain { return application }
        return nil
    }

    /// Whether `ancestor` is this responder or is reached going up its ``next`` chain.
    package func isInChain(of ancestor: Responder) -> Bool {
        responderChain.contains { $0 === ancestor }
    }

    /// True while this responder is the application's focused responder: the first responder, which
    /// receives keys first. (A terminal has one kind of focus, so UIKit's first responder and its
    /// keyboard focus are the same thing here.)
    public var isFirstResponder: Bool {
        application?.focusEngine.focused === self
    }

    /// Whether this responder can become the first responder: by default, whether it can take focus
    /// now (enabled, visible and in a window). Override to refuse.
    open var canBecomeFirstResponder: Bool { canBecomeFocused }

    /// Whether this responder gives up first-responder status when another asks for it. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Asks to become the first responder, as in UIKit: `true` when it is now (or already was) the first
    /// responder; `false` when ``canBecomeFirstResponder`` is `false`, it is not attached to an
    /// application, or the current first responder refuses to resign (``canResignFirstResponder``).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let app = application else { return false }
        let engine = app.focusEngine
        if engine.focused === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = engine.focused, !current.canResignFirstResponder { return false }
        return engine.focus(self)
    }

    /// Gives up first-responder status, as in UIKit: returns `true` (also when it was not the first
    /// responder). Afterwards nothing is focused until Tab, a click or `becomeFirstResponder()` focuses
    /// something. Override and return `false` to refuse; call `super` to resign.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let app = application, app.focusEngine.focused === self { app.focusEngine.clearFocus() }
        return true
    }
}
