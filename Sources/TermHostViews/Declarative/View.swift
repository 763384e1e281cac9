import TermHostCore

/// A piece of declarative user interface: the `View` of SwiftUI, for the terminal.
///
/// Write a view as a struct with a `body` made of other views. TermHost keeps a persistent node per
/// view in a view graph; when state a body read changes, only that body runs again, and only the
/// parts of the screen that depend on it are laid out and redrawn.
///
/// ```swift
/// struct Greeting: View {
///     @State private var count = 0
///     var body: some View {
///         VStack {
///             Text("Pressed \(count) times")
///             Button("Press") { count += 1 }
///         }
///     }
/// }
/// ```
@MainActor
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

/// `Never` is the `Body` of primitive views.
extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views are drawn by TermHost itself and have no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body")
    }
}
