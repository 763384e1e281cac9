import TermHostCore

/// One of two views, chosen by an `if` / `else` or `switch` in a builder. The two branches have
/// different identities: switching branches replaces the content and resets its state.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Which branch is shown.
    public enum Storage {
        /// The `if` branch (or the first of a `switch`'s pair).
        case trueContent(TrueContent)
        /// The `else` branch.
        case falseContent(FalseContent)
    }

    /// The branch shown.
    public let storage: Storage

    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
