import TermHostCore

/// How a ``Picker`` looks: `.pickerStyle(.segmented)` ...
///
/// The terminal looks: `.automatic` and `.menu` show one row, the title then the chosen option and
/// `▾`; Enter, Space or a click open the options below it (the view grows), ↑/↓ move, Enter chooses
/// and closes, Esc closes. `.inline` (and `.wheel`, `.radioGroup`) shows every option at once, `(•)`
/// before the chosen one. `.segmented` (and `.palette`) shows the options side by side, `[ A │ B ]`, the
/// chosen one reversed, ←/→ choosing at once. `.navigationLink` is the menu look (a terminal has no
/// room to push a screen of options beside the form).
public protocol PickerStyle {}

/// The default look: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
/// One row that opens the options.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
/// Every option at once.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
/// Every option at once (a terminal has no wheel).
public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
/// Every option at once, as radio buttons.
public struct RadioGroupPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
/// The options side by side.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
/// The options side by side.
public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
/// The menu look.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// `.automatic`: the default look: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// `.menu`: One row that opens the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// `.inline`: Every option at once.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// `.wheel`: Every option at once (a terminal has no wheel).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// `.radioGroup`: Every option at once, as radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// `.segmented`: the options side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// `.palette`: the options side by side.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// `.navigationLink`: the menu look.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerLook.Kind {
    /// The look the picker look both halves share (`PickerLook`) gives a SwiftUI picker style.
    init(_ style: any PickerStyle) {
        switch style {
        case is InlinePickerStyle, is WheelPickerStyle, is RadioGroupPickerStyle: self = .inline
        case is SegmentedPickerStyle, is PalettePickerStyle: self = .segmented
        default: self = .menu
        }
    }
}

private struct PickerLookKey: EnvironmentKey { static let defaultValue = PickerLook.Kind.menu }

extension EnvironmentValues {
    var pickerLook: PickerLook.Kind {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the pickers below (see ``PickerStyle``).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.pickerLook, PickerLook.Kind(style))
    }
}
