import TermHostCore

/// Flexible empty space: in a stack it grows along the stack's axis, taking what the other
/// children leave (at least `minLength`; 0 cells by default, since the stack's spacing already
/// separates it from its neighbours), and is as thin as possible across it. Outside a stack it
/// grows both ways.
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
