import TermHostCore

/// A view's size and alignment guides in its own coordinates, in cells, as in SwiftUI: what
/// `.alignmentGuide(_:computeValue:)` closures, ``AlignmentID/defaultValue(in:)`` and custom
/// layouts (``LayoutSubview/dimensions(in:)``) receive.
@MainActor
public struct ViewDimensions {
    /// The view's width.
    public let width: Int
    /// The view's height.
    public let height: Int
    /// The value a guide was given explicitly (by `.alignmentGuide`, or by the view's content), exact.
    private let explicitValue: @MainActor (AlignmentKey) -> Double?

    init(size: Size, explicitValue: @escaping @MainActor (AlignmentKey) -> Double? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicitValue = explicitValue
    }

    /// The value of `guide`: its explicit value, else its default.
    public subscript(guide: HorizontalAlignment) -> Int { Self.cell(value(of: guide.key)) }

    /// The value of `guide`: its explicit value, else its default.
    public subscript(guide: VerticalAlignment) -> Int { Self.cell(value(of: guide.key)) }

    /// The value of `guide` if the view sets it explicitly, else `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> Int? { explicitValue(guide.key).map(Self.cell) }

    /// The value of `guide` if the view sets it explicitly, else `nil`.
    public subscript(explicit guide: VerticalAlignment) -> Int? { explicitValue(guide.key).map(Self.cell) }

    var size: Size { Size(width: width, height: height) }

    func length(along axis: Axis) -> Int { axis == .horizontal ? width : height }

    /// The exact value of `key` (a centre may fall between two cells).
    func value(of key: AlignmentKey) -> Double {
        explicitValue(key) ?? key.defaultValue(in: self)
    }

    /// The explicit value of `key`, exact.
    func explicitValue(of key: AlignmentKey) -> Double? { explicitValue(key) }

    /// A guide position rounded to its cell.
    static func cell(_ value: Double) -> Int { Int(value.rounded(.down)) }
}
