import TermHostCore

/// A type that identifies an alignment guide and gives its default value, as in SwiftUI:
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> Int { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
///
/// Values are in cells, measured from the view's origin.
@MainActor
public protocol AlignmentID {
    /// The guide's value for a view that does not set it with `.alignmentGuide(_:computeValue:)`.
    static func defaultValue(in context: ViewDimensions) -> Int
}

/// One alignment guide, whatever its axis: the identity of its ``AlignmentID`` type and, for the
/// guides at a fixed fraction of the size (leading, centre, trailing, top, bottom), that fraction, so
/// a centre is exact before it is rounded to a cell.
struct AlignmentKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    /// The fraction of the size for the geometric guides; `nil` for baselines and custom guides.
    let fraction: Double?
    private let defaultValue: @MainActor @Sendable (ViewDimensions) -> Int

    init<ID: AlignmentID>(_ id: ID.Type, axis: Axis, fraction: Double? = nil) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        self.fraction = fraction
        self.defaultValue = { ID.defaultValue(in: $0) }
    }

    /// Whether containers pass their subviews' explicit values on (baselines and custom guides do;
    /// the geometric guides are a container's own edges and centre, as in SwiftUI).
    var propagates: Bool { fraction == nil }

    /// Whether this is the first- or last-text-baseline guide (merged as the topmost / bottommost).
    var baseline: Baseline? {
        if id == ObjectIdentifier(FirstTextBaselineID.self) { return .first }
        if id == ObjectIdentifier(LastTextBaselineID.self) { return .last }
        return nil
    }

    enum Baseline { case first, last }

    /// The default value for `dimensions`, exact for the geometric guides.
    @MainActor
    func defaultValue(in dimensions: ViewDimensions) -> Double {
        if let fraction { return fraction * Double(dimensions.length(along: axis)) }
        return Double(defaultValue(dimensions))
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }
}

private enum LeadingID: AlignmentID { static func defaultValue(in context: ViewDimensions) -> Int { 0 } }
private enum HorizontalCenterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Int { context.width / 2 }
}
private enum TrailingID: AlignmentID { static func defaultValue(in context: ViewDimensions) -> Int { context.width } }
private enum TopID: AlignmentID { static func defaultValue(in context: ViewDimensions) -> Int { 0 } }
private enum VerticalCenterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Int { context.height / 2 }
}
private enum BottomID: AlignmentID { static func defaultValue(in context: ViewDimensions) -> Int { context.height } }
private enum FirstTextBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Int { context.height }
}
private enum LastTextBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> Int { context.height }
}

/// An alignment guide along the horizontal axis: where views in a column (a `VStack`) line up.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    init(key: AlignmentKey) { self.key = key }

    /// A custom guide identified by `id` (see ``AlignmentID``).
    public init(_ id: any AlignmentID.Type) {
        key = id.horizontalKey
    }

    /// The left edge.
    public static let leading = HorizontalAlignment(key: AlignmentKey(LeadingID.self, axis: .horizontal, fraction: 0))
    /// The middle.
    public static let center = HorizontalAlignment(key: AlignmentKey(HorizontalCenterID.self, axis: .horizontal, fraction: 0.5))
    /// The right edge.
    public static let trailing = HorizontalAlignment(key: AlignmentKey(TrailingID.self, axis: .horizontal, fraction: 1))
}

/// An alignment guide along the vertical axis: where views in a row (an `HStack`) line up.
///
/// In cells, a line of text sits on the bottom edge of its row: `.firstTextBaseline` of a text is 1
/// (under its first row), `.lastTextBaseline` its number of rows; a view without text has both
/// baselines at its bottom edge, as in SwiftUI.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    init(key: AlignmentKey) { self.key = key }

    /// A custom guide identified by `id` (see ``AlignmentID``).
    public init(_ id: any AlignmentID.Type) {
        key = id.verticalKey
    }

    /// The top edge.
    public static let top = VerticalAlignment(key: AlignmentKey(TopID.self, axis: .vertical, fraction: 0))
    /// The middle.
    public static let center = VerticalAlignment(key: AlignmentKey(VerticalCenterID.self, axis: .vertical, fraction: 0.5))
    /// The bottom edge.
    public static let bottom = VerticalAlignment(key: AlignmentKey(BottomID.self, axis: .vertical, fraction: 1))
    /// The baseline of the first line of text (the bottom of its row).
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(FirstTextBaselineID.self, axis: .vertical))
    /// The baseline of the last line of text (the bottom of its row).
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(LastTextBaselineID.self, axis: .vertical))
}

extension AlignmentID {
    nonisolated static var horizontalKey: AlignmentKey { AlignmentKey(Self.self, axis: .horizontal) }
    nonisolated static var verticalKey: AlignmentKey { AlignmentKey(Self.self, axis: .vertical) }
}

/// Two-dimensional alignment (for frames, overlays, `ZStack` and hosts).
public struct Alignment: Hashable, Sendable {
    /// The alignment along the x-axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the y-axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// On the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// On the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// On the top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// On the bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The first text baselines lined up, centred horizontally.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// The last text baselines lined up, centred horizontally.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The first text baselines lined up, on the left.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The last text baselines lined up, on the left.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The first text baselines lined up, on the right.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The last text baselines lined up, on the right.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The offset that places `content` inside `container` with this alignment, for views that set
    /// no guides of their own (baselines and custom guides count as the top-leading corner here).
    public func offset(of content: Size, in container: Size) -> Point {
        let x = (horizontal.key.fraction ?? 0) * Double(container.width - content.width)
        let y = (vertical.key.fraction ?? 0) * Double(container.height - content.height)
        return Point(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
    }
}
