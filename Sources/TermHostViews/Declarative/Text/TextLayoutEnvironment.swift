import TermHostCore

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue = 1.0 }

extension Text {
    /// Where text that does not fit is cut (`.truncationMode(_:)`), marked with `…`.
    public enum TruncationMode: Hashable, Sendable {
        /// The start is cut: `…of the text`.
        case head
        /// The middle is cut: `The s…text`.
        case middle
        /// The end is cut: `The start of…` (the default).
        case tail
    }
}

extension EnvironmentValues {
    /// The most rows a text below may take (`.lineLimit(_:)`); `nil` for as many as it needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the rows of a text that wraps are placed across its width (`.multilineTextAlignment(_:)`);
    /// leading by default.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut (`.truncationMode(_:)`); the tail by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink to fit (`.minimumScaleFactor(_:)`). Kept for code that reads it: a
    /// terminal cannot scale type, so text wraps or truncates instead.
    public var minimumScaleFactor: Double {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Lets text below take at most `number` rows (`nil`: as many as it needs). Text with more rows
    /// shows the first ones and ends the last shown row with `…` (or cuts where ``truncationMode(_:)`` says).
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.lineLimit, number.map { max(1, $0) })
    }

    /// Lets text below take at most the upper bound of `limits` rows (a terminal text takes the rows it
    /// needs, so the lower bound reserves nothing).
    public func lineLimit(_ limits: ClosedRange<Int>) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        lineLimit(limits.upperBound)
    }

    /// Lets text below take at most `limit` rows; `reservesSpace` is accepted (a terminal text takes
    /// the rows it needs).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        lineLimit(limit)
    }

    /// Places the rows of wrapping text below at the leading edge, centred or at the trailing edge of
    /// the text's width. A one-row text is as wide as its content, so its frame's alignment places it.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Cuts text below that does not fit at its start, middle or end (the default), marked with `…`.
    /// The start and middle apply to a text shown on one row; a text cut after several rows is cut at
    /// the end of its last row.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.truncationMode, mode)
    }

    /// Accepted: a terminal cannot shrink type, so text below wraps or truncates instead of scaling
    /// (the factor is kept in the environment).
    public func minimumScaleFactor(_ factor: Double) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.minimumScaleFactor, factor)
    }
}
