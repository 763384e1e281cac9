import TermHostCore

/// A column that makes its views only as they come on screen, as SwiftUI's `LazyVStack`: put it in
/// a `ScrollView` and a `ForEach` of 100,000 rows builds, lays out and draws only the rows that
/// show (and a few beside them); rows that scroll away are let go (their `@State` with them, as in
/// SwiftUI). Rows not yet made are assumed as tall as the first one.
///
/// Across its axis it takes the width it is offered (the widest row it made, offered none).
public struct LazyVStack<Content: View>: View {
    /// How rows line up horizontally.
    public let alignment: HorizontalAlignment
    /// Rows between rows; `nil` for the default, 0 (as in a `VStack`).
    public let spacing: Int?
    /// Accepted for SwiftUI's shape: section headers and footers are not pinned.
    public let pinnedViews: PinnedScrollableViews
    /// The rows.
    public let content: Content

    /// Creates a lazy column.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// A row that makes its views only as they come on screen, as SwiftUI's `LazyHStack` (see
/// ``LazyVStack``); in a horizontal `ScrollView`.
public struct LazyHStack<Content: View>: View {
    /// How views line up vertically.
    public let alignment: VerticalAlignment
    /// Columns between views; `nil` for the default, 1 (as in an `HStack`).
    public let spacing: Int?
    /// Accepted for SwiftUI's shape: section headers and footers are not pinned.
    public let pinnedViews: PinnedScrollableViews
    /// The views.
    public let content: Content

    /// Creates a lazy row.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// The kinds of views a lazy stack or grid could pin to the visible edge while scrolling
/// (accepted; a terminal lazy stack pins nothing).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
