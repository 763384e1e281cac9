/// The leading or trailing edge: where a row's swipe actions come from.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// The top or bottom edge.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
    case top, bottom
}
