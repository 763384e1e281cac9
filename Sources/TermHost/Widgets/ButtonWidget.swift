/// A push button drawn as `[ Title ]`: the `UIButton` of TermHost.
///
/// Enter, Space or a left click press it and run ``action``. It is drawn reversed while focused and
/// dimmed while disabled (and then Tab skips it).
@MainActor
open class ButtonWidget: PressableControlWidget {
    /// The title between the brackets.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Run when the button is pressed.
    public var action: (@MainActor () -> Void)?

    /// Creates a button with a title and an action.
    public init(_ title: String, style: Style = .plain, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: .zero)
        self.style = style
    }

    /// Presses the button as the user would (nothing happens while it is disabled).
    public func sendAction() {
        guard isEnabled else { return }
        action?()
    }

    open override var displayLabel: String { "[ \(title) ]" }

    open override func activate() { sendAction() }
}
