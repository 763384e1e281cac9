import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A widget the user interacts with and that takes focus: the `UIControl` of TermHost.
///
/// A control can take focus while it is enabled, interactive and visible in a window; a disabled
/// control is skipped by Tab and drawn dimmed. It redraws itself when its ``state`` changes, so
/// subclasses only have to draw according to ``isFocused``, ``isHighlighted``, ``isSelected`` and ``isEnabled``.
///
/// Target-action is UIKit's closure form: ``addAction(_:for:)`` registers an ``Action`` for some
/// ``Event``s and the control runs it when it sends them (``sendActions(for:)``). UIKit's
/// `UIControl.Event` and `UIControl.State` are spelled `ControlWidget.Event` and `ControlWidget.State`
/// (the widget rename applies to the type they are nested in; there is no separate `Control` type).
@MainActor
open class ControlWidget: Widget {
    /// Whether the control reacts to input and can take focus. Disabling a focused control moves focus on.
    public var isEnabled: Bool {
        get { enabledStorage }
        set {
            let oldValue = enabledStorage
            enabledStorage = newValue
            guard isEnabled != oldValue else { return }
            controlStateDidChange()
            if !isEnabled, isFirstResponder { window?.application?.setNeedsFrame() }
            if isEnabled { window?.application?.focusEngine.setNeedsFocusUpdate() }
        }
    }
    /// The storage of ``isEnabled`` (internal, so the optimizer needs no run-time exclusivity check for it).
    var enabledStorage = true

    /// True while the control is the application's focused responder (drawn reversed).
    public var isFocused: Bool { isFocusedStorage }
    /// The storage of ``isFocused``.
    var isFocusedStorage = false

    /// True while the control is being pressed: from a mouse press on it until the release (UIKit's
    /// touch-down highlight). A key press activates at once, so it shows no highlight.
    public var isHighlighted: Bool {
        get { isHighlightedStorage }
        set {
            let oldValue = isHighlightedStorage
            isHighlightedStorage = newValue
            if isHighlighted != oldValue { controlStateDidChange() }
        }
    }
    /// The storage of ``isHighlighted``.
    var isHighlightedStorage: Bool = false

    /// Whether the control is selected (a toggled-on state some controls show).
    public var isSelected: Bool {
        get { isSelectedStorage }
        set {
            let oldValue = isSelectedStorage
            isSelectedStorage = newValue
            if isSelected != oldValue { controlStateDidChange() }
        }
    }
    /// The storage of ``isSelected``.
    var isSelectedStorage: Bool = false

    /// The control's state, from ``isEnabled``, ``isHighlighted``, ``isSelected`` and ``isFocused``.
    public var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Where the content sits across the control's bounds (`UIControl.contentHorizontalAlignment`).
    /// Default `.center`, as in UIKit.
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// Where the content sits down the control's bounds. Default `.center`, as in UIKit.
    public var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The registered actions and the events each runs for, in the order added.
    private var actionTable: [(action: Action, events: Event)] = []

    /// A control with a frame and an action registered for ``Event/primaryActionTriggered``.
    public convenience init(frame: Rect = .zero, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Actions

    /// Registers `action` to run when the control sends any of `controlEvents`. An action with the
    /// identifier of one already registered replaces it (and takes its events too).
    public func addAction(_ action: Action, for controlEvents: Event) {
        if let index = actionTable.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actionTable[index] = (action, actionTable[index].events.union(controlEvents))
        } else {
            actionTable.append((action, controlEvents))
        }
    }

    /// Stops running `action` (matched by identifier) for `controlEvents`.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
        for index in actionTable.indices.reversed() where actionTable[index].action.identifier == identifier {
            actionTable[index].events.subtract(controlEvents)
            if actionTable[index].events.isEmpty { actionTable.remove(at: index) }
        }
    }

    /// The registered action with `identifier` for any of `controlEvents`, if there is one.
    public func action(identifiedBy identifier: Action.Identifier, for controlEvents: Event) -> Action? {
        actionTable.first { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }?.action
    }

    /// Runs every action registered for any of `controlEvents`, each once, in the order they were
    /// added, with this control as their ``Action/sender``. (As in UIKit, this runs them even while
    /// the control is disabled; user input never reaches a disabled control.)
    public func sendActions(for controlEvents: Event) {
        let due = actionTable.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in due { action.perform(sender: self) }
    }

    /// Runs `action` with this control as its sender.
    public func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// The events at least one registered action runs for.
    public var allControlEvents: Event {
        actionTable.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    // MARK: Focus and state

    open override var canBecomeFocused: Bool {
        isEnabled && isUserInteractionEnabled && isVisibleInWindow
    }

    open override func didBecomeFocused() {
        isFocusedStorage = true
        controlStateDidChange()
    }

    open override func didResignFocus() {
        isFocusedStorage = false
        controlStateDidChange()
    }

    /// Called after ``state`` changed; the default redraws the control.
    func controlStateDidChange() {
        setNeedsDisplay()
    }

    /// A mouse press on the control focuses it (the application does that) and this reports it as handled.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        if case .press(.left) = event.kind { return true }
        return false
    }

    /// The style for text drawn in the control's current state: `base` dimmed when disabled,
    /// reversed when focused or highlighted.
    public func stateStyle(_ base: Style) -> Style {
        if !isEnabled { return base.adding(.dim) }
        return isFocused || isHighlighted ? base.adding(.reverse) : base
    }
}
