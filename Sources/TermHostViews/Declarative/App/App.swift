import TermHostCore

/// A program's entry point and structure: SwiftUI's `App`.
///
/// ```swift
/// @main
/// struct OrdersApp: App {
///     var body: some Scene {
///         WindowGroup("Orders") {
///             ContentView()
///         }
///     }
/// }
/// ```
///
/// `@main` runs the static `main()` this protocol provides: it opens the terminal, shows the first
/// ``WindowGroup`` of ``body`` full screen (as a ``ViewRoot``) and runs until Ctrl-C, then restores
/// the terminal and exits. When standard input or output is not a terminal, one line explaining why goes to
/// standard error and the process exits with status 1. Tests run the same type headless with
/// `HeadlessApp(app: OrdersApp())` from TermHostTesting.
@MainActor
public protocol App {
    /// The scenes of the program.
    associatedtype Body: Scene
    /// The program's content: a ``WindowGroup`` (several scenes may be listed; the terminal shows the first window).
    @SceneBuilder var body: Body { get }
    /// Creates the program (`@main` calls it once).
    init()
}

/// A part of a program's user interface with a life cycle of its own: SwiftUI's `Scene`.
/// A terminal has one window, so the first ``WindowGroup`` found in an ``App``'s body is the one shown.
@MainActor
public protocol Scene {
    /// The scenes this one is made of.
    associatedtype Body: Scene
    /// The content of the scene.
    @SceneBuilder var body: Body { get }
}

/// `Never` is the `Body` of the scenes TermHost provides (and of its primitive views).
extension Never: Scene {
    /// `Never` has no body.
    public var body: Never {
        preconditionFailure("Never has no body")
    }
}

extension Scene where Body == Never {
    /// Primitive scenes are shown by TermHost itself and have no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive scene and has no body")
    }
}

/// A scene TermHost shows itself: it holds the root view of the window.
@MainActor
protocol PrimitiveScene {
    /// The first window's content in this scene, if it has one.
    var windowContent: (any View)? { get }
}

extension Scene {
    /// The content of the first window in this scene (looking through composed scenes and bodies).
    var firstWindowContent: (any View)? {
        if let primitive = self as? PrimitiveScene { return primitive.windowContent }
        if Body.self == Never.self { return nil }
        return body.firstWindowContent
    }
}
