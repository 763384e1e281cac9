import TermHostCore

private struct IsEnabledKey: EnvironmentKey { package static let defaultValue = true }
private struct FontKey: EnvironmentKey { package static let defaultValue: Font? = nil }
private struct ForegroundColorKey: EnvironmentKey { package static let defaultValue: Color? = nil }
private struct TextAttributesKey: EnvironmentKey { package static let defaultValue: TextAttributes = [] }
private struct SafeAreaInsetsKey: EnvironmentKey { package static let defaultValue = EdgeInsets.zero }
private struct HiddenKey: EnvironmentKey { package static let defaultValue = false }
private struct SubmitKey: EnvironmentKey { package static let defaultValue: SubmitAction? = nil }

extension EnvironmentValues {
    /// Whether controls take input; `.disabled(true)` turns it off for everything below.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The font of text below (`.font(_:)`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The text colour below (`.foregroundStyle(_:)`, `.foregroundColor(_:)`).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// Insets the hosting layer reserves (bars, borders): root content is padded by them unless
    /// it uses `.ignoresSafeArea()`.
    public var safeAreaInsets: EdgeInsets {
        get { self[SafeAreaInsetsKey.self] }
        set { self[SafeAreaInsetsKey.self] = newValue }
    }

    /// Attributes added by `.bold()`, `.italic()` and `.underline()` on any view.
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// Set below `.hidden()`: nothing there draws or takes focus.
    var isHiddenByModifier: Bool {
        get { self[HiddenKey.self] }
        set { self[HiddenKey.self] = newValue }
    }

    /// What Enter in a text field below does (`.onSubmit`).
    var submitAction: SubmitAction? {
        get { self[SubmitKey.self] }
        set { self[SubmitKey.self] = newValue }
    }

    /// The style text starts from here: font attributes, emphasis and colour.
    var resolvedTextStyle: Style {
        var attributes = font?.attributes ?? []
        if let weight = fontWeight {
            attributes.subtract([.bold, .dim])
            attributes.formUnion(weight.attributes)
        }
        return Style(foreground: foregroundColor, attributes: attributes.union(textAttributes))
    }
}

/// The action `.onSubmit` installs; a reference so that a new closure does not disturb the environment.
@MainActor
final class SubmitAction {
    var action: @MainActor () -> Void
    let enclosing: SubmitAction?

    init(action: @escaping @MainActor () -> Void, enclosing: SubmitAction?) {
        self.action = action
        self.enclosing = enclosing
    }

    /// Runs this action and every `.onSubmit` above it, innermost first.
    func callAsFunction() {
        action()
        enclosing?()
    }
}
