import TermHostCore

/// Shows content larger than itself and scrolls it: it fills the space offered and proposes its
/// content an unbounded length along the scroll axes. The focused control inside is scrolled into
/// view; Up/Down/PageUp/PageDown/Home/End and the mouse wheel scroll when nothing inside uses them.
public struct ScrollView<Content: View>: View {
    /// The axes that scroll.
    public let axes: Axis.Set
    /// Whether a scroll indicator is shown when the content overflows.
    public let showsIndicators: Bool
    /// The content.
    public let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

/// Whether scroll views and lists show their indicator: `.scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind { case automatic, visible, hidden, never }
    let kind: Kind

    /// Shown when the content overflows (the terminal's way).
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown when the content overflows.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Not shown.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Not shown.
    public static let never = ScrollIndicatorVisibility(kind: .hidden)
}

/// How a scroll view bounces at its ends (accepted: a terminal does not bounce).
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String
    /// SwiftUI's `.automatic`: a terminal does not bounce.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// SwiftUI's `.always`: a terminal does not bounce.
    public static let always = ScrollBounceBehavior(name: "always")
    /// SwiftUI's `.basedOnSize`: a terminal does not bounce.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How scrolling dismisses the keyboard (accepted: a terminal has no on-screen keyboard).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String
    /// SwiftUI's `.automatic`: there is no on-screen keyboard to dismiss.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// SwiftUI's `.immediately`: there is no on-screen keyboard to dismiss.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// SwiftUI's `.interactively`: there is no on-screen keyboard to dismiss.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// SwiftUI's `.never`: there is no on-screen keyboard to dismiss.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

private struct ScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// Whether the scroll views and lists below show their indicator (`.scrollIndicators`).
    public var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorVisibilityKey.self] }
        set { self[ScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the indicator of the scroll views and lists below (`.hidden` / `.never` hide it).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.scrollIndicatorVisibility, visibility)
    }

    /// Accepted: a terminal scroll view does not bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }

    /// Accepted: a terminal has no on-screen keyboard to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }

    /// Accepted: scrolling is always on where content overflows.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
}
