import TermHostCore

/// A reusable change to a view: `content.modifier(MyModifier())`. Write `body(content:)` with the
/// content placed where it belongs; a modifier may have its own `@State` and `@Environment`.
@MainActor
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The content being modified, as a view.
    typealias Content = ModifierContent
    /// The modified content.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers are applied by TermHost itself and have no body.
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

/// The content a ``ViewModifier``'s `body(content:)` receives.
public struct ModifierContent: View {
    let view: any View

    init(_ view: any View) {
        self.view = view
    }

    public typealias Body = Never
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modified view, seen without its generic types (how nodes read their content and modifier).
@MainActor
protocol AnyModifiedContent {
    var anyContent: any View { get }
    var anyModifier: any ViewModifier { get }
}

extension ModifiedContent: AnyModifiedContent where Content: View, Modifier: ViewModifier {
    var anyContent: any View { content }
    var anyModifier: any ViewModifier { modifier }
}
