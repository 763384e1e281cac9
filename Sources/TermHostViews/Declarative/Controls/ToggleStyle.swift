import TermHostCore

/// How a ``Toggle`` looks: `.toggleStyle(.switch)` ...
///
/// The looks are shared with `CheckboxWidget` (`ToggleLook`), so a view toggle and a widget switch with
/// the same title and value draw the same cells: `.automatic` and `.checkbox` are `[x] Title` (a
/// terminal's idiom for an option; `UISwitch.Style` `.checkbox`); `.switch` is the title with a switch at
/// the trailing edge of the row, `●━` off and `━●` on (`.sliding`); `.button` is `[ Title ]`, bold and
/// reversed while on. The box or switch is reversed while focused or pressed, and drawn in the
/// environment's tint while on (`.tint(_:)`; a switch is green by default); a disabled toggle is dimmed.
public protocol ToggleStyle {}

/// The default look: a checkbox.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}
/// `[x] Title`.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}
/// `Title ━●`.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}
/// `[ Title ]`, reversed while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// `.automatic`: the default look: a checkbox.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// `.checkbox`: `[x] Title`.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// `.switch`: `Title ━●`.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// `.button`: `[ Title ]`, reversed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleLook.Kind {
    /// The shared look of a toggle style.
    init(_ style: any ToggleStyle) {
        switch style {
        case is SwitchToggleStyle: self = .switch
        case is ButtonToggleStyle: self = .button
        default: self = .checkbox
        }
    }
}

private struct ToggleLookKey: EnvironmentKey { static let defaultValue = ToggleLook.Kind.checkbox }

extension EnvironmentValues {
    /// The look of the toggles below.
    var toggleLook: ToggleLook.Kind {
        get { self[ToggleLookKey.self] }
        set { self[ToggleLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the toggles below (see ``ToggleStyle``).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.toggleLook, ToggleLook.Kind(style))
    }
}
