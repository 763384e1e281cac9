import TermHostCore

/// A scene that shows a window of `content`: SwiftUI's `WindowGroup`.
///
/// In a terminal the window is the whole screen. The title is accepted and not shown (a terminal
/// window's title belongs to the terminal emulator); a `NavigationStack` inside gives a title bar.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// The window's title (not shown).
    public let title: String?
    /// The window's identifier (accepted; a terminal has one window).
    public let id: String?
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content()
    }

    /// A window group with an identifier showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = id
        self.content = content()
    }

    /// A window group with a title showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = nil
        self.content = content()
    }

    /// A window group with a title and an identifier showing `content`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    /// A window group with a text title showing `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.title = title.string
        self.id = nil
        self.content = content()
    }

    public typealias Body = Never

    var windowContent: (any View)? { content }
}
