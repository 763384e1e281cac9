import TermHostCore

/// Several views side by side in a builder block; their container decides how to arrange them.
public struct TupleView<each Content: View>: View {
    /// The views, in order.
    public let value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public typealias Body = Never

    /// The views as a list, in order.
    public var elements: [any View] {
        var result: [any View] = []
        for element in repeat each value { result.append(element) }
        return result
    }
}

/// The views made by a `for` loop in a builder, identified by position.
public struct ArrayContent<Content: View>: View {
    /// The views, in order.
    public let elements: [Content]

    public typealias Body = Never
}
