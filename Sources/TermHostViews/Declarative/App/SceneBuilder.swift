import TermHostCore

/// Builds the scenes of an ``App`` or a ``Scene`` from a block: SwiftUI's `SceneBuilder`.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes side by side; the terminal shows the first window among them.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    /// A scene included only when a compile-time or run-time condition holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }

    /// The scene of a taken `if` branch.
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> EitherScene<First, Second> {
        EitherScene(first: first, second: nil)
    }

    /// The scene of a taken `else` branch.
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> EitherScene<First, Second> {
        EitherScene(first: nil, second: second)
    }

    /// A scene inside `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

/// Several scenes listed in one ``SceneBuilder`` block.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public typealias Body = Never

    var windowContent: (any View)? {
        for scene in repeat each value {
            if let content = scene.firstWindowContent { return content }
        }
        return nil
    }
}

/// A scene that may be absent (an `if` without `else` in a ``SceneBuilder`` block).
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?
    public typealias Body = Never
    var windowContent: (any View)? { content?.firstWindowContent }
}

/// One of two scenes (an `if` / `else` in a ``SceneBuilder`` block).
public struct EitherScene<First: Scene, Second: Scene>: Scene, PrimitiveScene {
    let first: First?
    let second: Second?
    public typealias Body = Never
    var windowContent: (any View)? { first?.firstWindowContent ?? second?.firstWindowContent }
}
