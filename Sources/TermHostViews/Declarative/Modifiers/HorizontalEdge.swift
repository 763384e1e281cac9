import TermHostCore

/// The leading or trailing edge: where a row's swipe actions come from.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
    /// The leading (left) or trailing (right) edge.
    case leading, trailing
}

/// The top or bottom edge.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
    /// The top or bottom edge.
    case top, bottom
}
