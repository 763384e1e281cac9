import TermHostCore

/// How buttons look: `.buttonStyle(.bordered)`, or a style of your own.
///
/// The terminal looks: `.automatic` is `[ Title ]`, except inside a list row where it is the title
/// alone (SwiftUI's list buttons are borderless); `.bordered` is always `[ Title ]`;
/// `.borderedProminent` is `[ Title ]` in bold and the tint; `.borderless`, `.plain` and `.link`
/// are the title alone (`.link` underlined). A focused button is reversed, a disabled one dimmed, a
/// `.destructive` one red.
///
/// A style of your own draws the whole button from `configuration.label`:
///
/// ```swift
/// struct Capsule: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 1).border(.rounded)
///     }
/// }
/// ```
///
/// `configuration.isPressed` is always false: a key press has no held state in a terminal.
public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn from its label.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A built-in button look (SwiftUI's primitive button styles).
public protocol PrimitiveButtonStyle {}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: any View
        public typealias Body = Never
    }

    /// The label.
    public let label: Label
    /// Whether the button is being pressed (always false in a terminal).
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// The default look (see ``ButtonStyle``).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// `[ Title ]`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// `[ Title ]`, bold, in the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// The title alone.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// The title alone.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// The title alone, underlined.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// `.automatic`: the default look (see ``ButtonStyle``).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// `.bordered`: `[ Title ]`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// `.borderedProminent`: `[ Title ]`, bold, in the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// `.borderless`: the title alone.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// `.plain`: the title alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// `.link`: the title alone, underlined.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The look buttons below take, as the environment carries it.
enum ButtonLook {
    case automatic, bordered, prominent, borderless, link
    /// A style of the app's own.
    case custom(AnyButtonStyle)

    init(_ style: any PrimitiveButtonStyle) {
        switch style {
        case is BorderedButtonStyle: self = .bordered
        case is BorderedProminentButtonStyle: self = .prominent
        case is BorderlessButtonStyle, is PlainButtonStyle: self = .borderless
        case is LinkButtonStyle: self = .link
        default: self = .automatic
        }
    }
}

/// A ``ButtonStyle`` with its type erased.
@MainActor
struct AnyButtonStyle {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> any View
}

private struct ButtonLookKey: EnvironmentKey {
    static var defaultValue: ButtonLook { .automatic }
}

extension EnvironmentValues {
    var buttonLook: ButtonLook {
        get { self[ButtonLookKey.self] }
        set { self[ButtonLookKey.self] = newValue }
    }
}

extension View {
    /// Gives the buttons below a built-in look (see ``ButtonStyle``).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        let look = ButtonLook(style)
        return modifier(EnvironmentWriterModifier(transform: { $0.buttonLook = look }, token: String(describing: S.self)))
    }

    /// Draws the buttons below with a style of your own (see ``ButtonStyle``).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        let erased = AnyButtonStyle { AnyView(erasing: style.makeBody(configuration: $0)) }
        return modifier(EnvironmentWriterModifier(transform: { $0.buttonLook = .custom(erased) },
                                                  token: String(describing: S.self)))
    }
}
