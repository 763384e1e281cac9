import TermHostCore

/// A title with an icon before it: `★ Favourites`. `.labelStyle(.iconOnly)` or `.titleOnly` shows one
/// of the two.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style

    /// A label built from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch style {
        case .titleOnly: title
        case .iconOnly: icon
        case .titleAndIcon:
            HStack(spacing: 1) {
                icon
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose icon is the terminal symbol for an SF Symbol name (see ``Image/init(systemName:)``).
    public init(_ title: String, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label whose icon is an asset image (a terminal draws none: only the title shows).
    public init(_ title: String, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels show: `.labelStyle(.titleAndIcon)` (the default), `.titleOnly`, `.iconOnly`.
public protocol LabelStyle {}

/// The default label look: icon and title.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
}
/// Icon and title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
}
/// The title only.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
}
/// The icon only.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// Icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

enum LabelStyleKind: Hashable, Sendable {
    case titleAndIcon, titleOnly, iconOnly
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.titleAndIcon }

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels below show (see ``LabelStyle``).
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        let kind: LabelStyleKind
        switch style {
        case is TitleOnlyLabelStyle: kind = .titleOnly
        case is IconOnlyLabelStyle: kind = .iconOnly
        default: kind = .titleAndIcon
        }
        return environment(\.labelStyleKind, kind)
    }
}
