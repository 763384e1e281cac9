/// Whether something is shown: `.listRowSeparator(.hidden)`, `.scrollIndicators(.visible)` ...
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform decides.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
