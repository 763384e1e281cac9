import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A push button: the `UIButton` of TermHost.
///
/// ```swift
/// let save = ButtonWidget(type: .system)
/// save.setTitle("Save", for: .normal)
/// save.addAction(Action { _ in store() }, for: .touchUpInside)
///
/// let share = ButtonWidget(configuration: .filled(), primaryAction: Action(title: "Share") { _ in share() })
/// ```
///
/// Enter, Space or a left click press it: it sends ``ControlWidget/Event/touchUpInside`` then
/// ``ControlWidget/Event/primaryActionTriggered`` (a mouse press also sends `touchDown` and highlights it
/// until the release, which presses it only over the button). It draws with the look it shares with
/// SwiftUI's `Button` (`ButtonLook`): without a ``configuration`` it is `[ Title ]` (a `.system` button's
/// title in its ``Widget/tintColor``, as a `.bordered` button; a `.custom` one's in the text colour); with
/// one, as the configuration's style says (see ``Configuration``). The chrome (brackets, padding, fill)
/// covers its bounds and its title is placed inside by ``ControlWidget/contentHorizontalAlignment``
/// (centred by default); it is reversed while focused or pressed, dimmed while disabled (and then Tab
/// skips it), and bold and reversed while selected.
@MainActor
open class ButtonWidget: PressableControlWidget {
    /// The kind of button (`UIButton.ButtonType`).
    public enum ButtonType: Sendable, Hashable {
        /// No tint: the title in the terminal's text colour (also the kind `ButtonWidget()` makes).
        case custom
        /// The title in the button's tint colour.
        case system
        /// An info button, drawn `[ i ]`.
        case detailDisclosure
        /// An info button, drawn `[ i ]`.
        case infoLight
        /// An info button, drawn `[ i ]`.
        case infoDark
        /// An add button, drawn `[ + ]`.
        case contactAdd
        /// A close button, drawn `[ × ]`.
        case close
    }

    /// The kind of button.
    public let buttonType: ButtonType
    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    /// The images set per state (``setImage(_:for:)``).
    var images: [State: Image] = [:]
    private var isUpdatingConfiguration = false

    /// The look of the button (`UIButton.Configuration`); `nil` for the classic `[ Title ]` look.
    /// Its ``Configuration/title`` wins over ``setTitle(_:for:)``.
    public var configuration: Configuration? {
        didSet {
            guard configuration != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Called when the button's state changes (and on ``setNeedsUpdateConfiguration()``), to adjust
    /// ``configuration`` for the new state.
    public var configurationUpdateHandler: (@MainActor (ButtonWidget) -> Void)?

    /// Whether the button adjusts its look to its state by itself. Kept for ported code (the state
    /// is always shown: reversed when focused or pressed, dimmed when disabled).
    public var automaticallyUpdatesConfiguration = true

    private var titleLabelStorage: LabelWidget?

    /// The label whose ``LabelWidget/font`` the title is drawn in (`UIButton.titleLabel`, made when
    /// first asked for; its other properties are not used, the title comes from ``setTitle(_:for:)``
    /// or the configuration). Set its font before the button is shown, or call ``Widget/setNeedsDisplay()``.
    public var titleLabel: LabelWidget? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = LabelWidget()
        titleLabelStorage = label
        return label
    }

    /// Makes a button of a kind (the designated initializer the others call).
    public init(type buttonType: ButtonType, frame: Rect = .zero) {
        self.buttonType = buttonType
        super.init(frame: frame)
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: titles[.normal] = "i"
        case .contactAdd: titles[.normal] = "+"
        case .close: titles[.normal] = "×"
        case .custom, .system: break
        }
    }

    /// A button of a kind with an optional primary action (its title becomes the button's title).
    public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
        self.init(type: buttonType, frame: .zero)
        if let primaryAction { install(primaryAction) }
    }

    /// A `.system` button running `primaryAction` and titled with its title (`UIButton(primaryAction:)`).
    public convenience init(primaryAction: Action?) {
        self.init(type: .system, primaryAction: primaryAction)
    }

    /// A button with a configuration and an optional primary action.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// A `.custom` button (`UIButton()`, `UIButton(frame:)`).
    public override convenience init(frame: Rect = .zero) {
        self.init(type: .custom, frame: frame)
    }

    /// A `.custom` button with a title, a style and an action run when it is pressed (TermHost's short form).
    public convenience init(_ title: String, style: Style = .plain, action: (@MainActor () -> Void)? = nil) {
        self.init(type: .custom, frame: .zero)
        self.title = title
        self.style = style
        self.action = action
    }

    private func install(_ primaryAction: Action) {
        titles[.normal] = primaryAction.title
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Titles

    /// Sets the title shown in `state` (`nil` removes it, so the normal title shows).
    public func setTitle(_ title: String?, for state: State) {
        if Self.replace(&titles, with: title, for: state) { contentDidChange() }
    }

    /// Sets `state`'s entry of a per-state table of the button's content; returns whether it changed.
    static func replace<Value: Equatable>(_ table: inout [State: Value], with value: Value?, for state: State) -> Bool {
        guard table[state] != value else { return false }
        table[state] = value
        return true
    }

    /// The title or image changed: redraw, and measure again.
    func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The title for `state`: the one set for it, else the normal state's (`nil` when neither is set).
    public func title(for state: State) -> String? {
        lookUp(titles, state)
    }

    /// The title shown now, for the current ``ControlWidget/state``.
    public var currentTitle: String? { title(for: state) }

    /// The normal state's title (TermHost's short form of `setTitle(_:for: .normal)`).
    public var title: String {
        get { titles[.normal] ?? "" }
        set { setTitle(newValue, for: .normal) }
    }

    /// Sets the title colour in `state`.
    public func setTitleColor(_ color: Color?, for state: State) {
        guard titleColors[state] != color else { return }
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The title colour for `state`: the one set for it, else the normal state's.
    public func titleColor(for state: State) -> Color? {
        lookUp(titleColors, state)
    }

    /// The title colour used now.
    public var currentTitleColor: Color? { titleColor(for: state) }

    /// A per-state value: exact state first, then the state without focus, then its disabled,
    /// highlighted and selected parts in that order, then normal.
    private func lookUp<Value>(_ table: [State: Value], _ state: State) -> Value? {
        if let exact = table[state] { return exact }
        let unfocused = state.subtracting(.focused)
        if let value = table[unfocused] { return value }
        for part in [State.disabled, .highlighted, .selected] where unfocused.contains(part) {
            if let value = table[part] { return value }
        }
        return table[.normal]
    }

    // MARK: Actions

    private static let actionIdentifier = Action.Identifier("TermHost.ButtonWidget.action")

    /// Run when the button is pressed (TermHost's short form of an action for `.primaryActionTriggered`).
    public var action: (@MainActor () -> Void)? {
        get {
            guard let registered = self.action(identifiedBy: Self.actionIdentifier, for: .primaryActionTriggered) else {
                return nil
            }
            return { registered.perform(sender: self) }
        }
        set {
            removeAction(identifiedBy: Self.actionIdentifier, for: .allEvents)
            guard let newValue else { return }
            addAction(Action(identifier: Self.actionIdentifier) { _ in newValue() }, for: .primaryActionTriggered)
        }
    }

    /// Presses the button as the user would (nothing happens while it is disabled).
    public func sendAction() {
        guard isEnabled else { return }
        activate()
    }

    /// Sends ``ControlWidget/Event/touchUpInside``, then ``ControlWidget/Event/primaryActionTriggered``.
    open override func activate() {
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Configuration updates

    /// Asks for ``updateConfiguration()`` now.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs ``configurationUpdateHandler``. Override to adjust ``configuration`` yourself (call `super`).
    open func updateConfiguration() {
        guard !isUpdatingConfiguration, let handler = configurationUpdateHandler else { return }
        isUpdatingConfiguration = true
        handler(self)
        isUpdatingConfiguration = false
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        if configuration != nil || configurationUpdateHandler != nil { updateConfiguration() }
    }

    // MARK: Drawing

    /// The look the button shares with SwiftUI's `Button`, for its configuration (or its type) and colours.
    var look: ButtonLook {
        ButtonLook(kind: configuration?.lookKind ?? (showsImageOnly ? .plain : buttonType == .custom ? .bracketed : .bordered),
                   tint: tintColor,
                   foreground: configuration?.baseForegroundColor ?? currentTitleColor,
                   background: configuration?.baseBackgroundColor)
    }

    /// The style the title starts from: ``PressableControlWidget/style`` with the title label's font.
    private var titleBaseStyle: Style {
        style.adding(titleLabelStorage?.font.attributes ?? [])
    }

    /// The label's lines (the title, and a configuration's subtitle under it); the look's chrome is
    /// drawn around them.
    /// A title's line breaks start new lines while ``titleLabel``'s `numberOfLines` allows them (0: no
    /// limit; the default 1 shows the first line), as UIKit's title label does.
    open override var displayLines: [String] {
        guard let configuration else { return titleLines(withImage(currentTitle ?? "")) }
        return configuration.lines(title: withImage(configuration.title ?? currentTitle ?? ""))
    }

    /// The title's lines, as many as ``titleLabel`` allows.
    private func titleLines(_ title: String) -> [String] {
        guard title.contains("\n") else { return [title] }
        let lines = title.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let limit = titleLabelStorage?.numberOfLines ?? 1
        return limit > 0 ? Array(lines.prefix(limit)) : lines
    }

    open override var displayLabel: String { displayLines.first ?? "" }

    /// The style of the title: the look's (tint, fill, a configuration's colours) over the button's style.
    open override var displayStyle: Style { look.titleStyle(over: titleBaseStyle) }

    open override var fillsBounds: Bool { look.fill != nil }

    override func size(around content: Size) -> Size {
        look.size(fitting: content)
    }

    /// Draws the look's chrome, the title (and subtitle, dimmed) inside it, then the state over both.
    open override func draw(in canvas: Canvas) {
        let look = self.look
        let base = titleBaseStyle
        let lines = displayLines
        let label = labelRect(of: lines, in: look.contentRect(in: bounds))
        look.drawBackground(in: canvas, label: label, base: base)
        drawLines(lines, in: canvas, rect: label, style: look.titleStyle(over: base))
        look.drawOverlay(in: canvas, state: controlState)
    }
}
