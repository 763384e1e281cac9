import TermHostCore

/// Whether something is shown: SwiftUI's `Visibility` (a dialog's title, a bar).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
