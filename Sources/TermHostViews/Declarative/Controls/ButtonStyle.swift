import TermHostCore

/// How buttons look: `.buttonStyle(.bordered)`, or a style of your own.
///
/// The built-in styles are looks a button shares with `ButtonWidget`'s configurations (`ButtonLook`),
/// so a SwiftUI style and a UIKit configuration that mean the same thing draw the same cells:
///
/// | style | cells | label | UIKit configuration |
/// |---|---|---|---|
/// | `.automatic` | as `.bordered`; inside a list row as `.borderless` (SwiftUI's list buttons are borderless) | | |
/// | `.bordered` | `[ Title ]` | tint | `.bordered()` |
/// | `.borderedProminent` | `[ Title ]` | white on the tint | `.borderedProminent()` |
/// | `.borderless` | `Title` | tint | `.plain()`, `.borderless()` |
/// | `.plain` | `Title` | text colour | — |
/// | `.link` | `Title`, underlined | tint | — |
///
/// The tint is the environment's (`.tint(_:)`; blue by default), red for a `.destructive` button; a
/// `.foregroundStyle` wins over it. A focused or pressed button is reversed, a disabled one dimmed.
/// A terminal draws a border as brackets, which stand at the button's edges (a label made wider with
/// `.frame` widens them apart).
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
/// `configuration.isPressed` is true while a mouse button is held down on the button (a key press
/// presses at once, with no held state).
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
    /// Whether the button is being pressed (a mouse button held down on it).
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// The default look (see ``ButtonStyle``).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// `[ Title ]` in the tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// `[ Title ]` in white on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// The title alone, in the tint.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// The title alone, in the text colour.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}
/// The title alone, in the tint, underlined.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// `.automatic`: the default look (see ``ButtonStyle``).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// `.bordered`: `[ Title ]` in the tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// `.borderedProminent`: `[ Title ]` in white on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// `.borderless`: the title alone, in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// `.plain`: the title alone, in the text colour.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// `.link`: the title alone, in the tint, underlined.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The button style below, as the environment carries it: automatic, one of the shared looks, or a
/// style of the app's own.
enum ButtonStyleChoice {
    /// `.automatic`: bordered, or borderless in a list row.
    case automatic
    /// A built-in style's look.
    case look(ButtonLook.Kind)
    /// A style of the app's own.
    case custom(AnyButtonStyle)

    init(_ style: any PrimitiveButtonStyle) {
        switch style {
        case is BorderedButtonStyle: self = .look(.bordered)
        case is BorderedProminentButtonStyle: self = .look(.borderedProminent)
        case is BorderlessButtonStyle: self = .look(.borderless)
        case is PlainButtonStyle: self = .look(.plain)
        case is LinkButtonStyle: self = .look(.link)
        default: self = .automatic
        }
    }
}

/// A ``ButtonStyle`` with its type erased.
@MainActor
struct AnyButtonStyle {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> any View
}

private struct ButtonStyleChoiceKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice { .automatic }
}

extension EnvironmentValues {
    var buttonStyleChoice: ButtonStyleChoice {
        get { self[ButtonStyleChoiceKey.self] }
        set { self[ButtonStyleChoiceKey.self] = newValue }
    }
}

extension View {
    /// Gives the buttons below a built-in look (see ``ButtonStyle``).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        let choice = ButtonStyleChoice(style)
        return modifier(EnvironmentWriterModifier(transform: { $0.buttonStyleChoice = choice }, token: String(describing: S.self)))
    }

    /// Draws the buttons below with a style of your own (see ``ButtonStyle``).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        let erased = AnyButtonStyle { AnyView(erasing: style.makeBody(configuration: $0)) }
        return modifier(EnvironmentWriterModifier(transform: { $0.buttonStyleChoice = .custom(erased) },
                                                  token: String(describing: S.self)))
    }
}
