/// Flexible empty space: in a stack it grows along the stack's axis, taking what the other
/// children leave (at least `minLength`, 0 by default). Outside a stack it grows both ways.
public struct Spacer: View, Equatable {
    /// The smallest length the spacer takes.
    public let minLength: Int?

    /// Creates a spacer.
    public init(minLength: Int? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
}

/// A thin line across a stack: horizontal in a `VStack` (and elsewhere), vertical in an `HStack`.
public struct Divider: View, Equatable {
    /// Creates a divider.
    public init() {}

    public typealias Body = Never
}

/// A colour is a view that fills the space offered to it (`Color.blue.frame(height: 1)`,
/// `.background(Color.blue)`).
extension Color: View {
    public typealias Body = Never
}
