import TermHostCore

/// How the two sides of a constraint relate (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    /// The first side is at most the second.
    case lessThanOrEqual
    /// The two sides are equal.
    case equal
    /// The first side is at least the second.
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
