import TermHostCore

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public typealias Body = Never
}

/// A type-erased view, for returning different view types from one place.
public struct AnyView: View {
    /// The wrapped view.
    public let wrapped: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            wrapped = any.wrapped
        } else {
            wrapped = view
        }
    }

    /// Wraps an existential view.
    public init(erasing view: any View) {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }

    public typealias Body = Never
}
