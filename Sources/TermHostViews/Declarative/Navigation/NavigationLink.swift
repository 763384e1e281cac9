import TermHostCore

/// A control that pushes a view on the enclosing `NavigationStack`: SwiftUI's `NavigationLink`.
///
/// ```swift
/// NavigationLink("Margherita", value: pizza)                 // the stack's destination for Pizza
/// NavigationLink { PizzaDetail(pizza: pizza) } label: { Text(pizza.name) }
/// ```
///
/// It is drawn as its label followed by ` ›`, reversed while focused; Enter, Space or a click push.
/// A value link appends its value to the stack's path (the `.navigationDestination(for:)` for its type
/// builds the view); a destination link pushes its view. A link with a `nil` value is disabled.
/// Outside a navigation container a link does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    let target: Target
    let label: Label

    public typealias Body = Never
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`: the stack shows the destination registered for its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }

    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(String(title)) }
    }
}

extension NavigationLink {
    /// A link that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        self.label = label()
    }

    /// A link that pushes `destination` (the older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }

    /// A link titled `title` that pushes the view `destination` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination) { Text(String(title)) }
    }

    /// A link titled `title` that pushes `destination` (the older spelling).
    public init<S: StringProtocol>(_ title: S, destination: Destination) where Label == Text {
        self.init(destination: destination) { Text(String(title)) }
    }
}
