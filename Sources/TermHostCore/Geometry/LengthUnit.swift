/// What the lengths an app writes in code mean: cells (``cells``, the default) or the points of UIKit and SwiftUI
/// code (``points``), converted to cells at a stated ratio.
///
/// Code written for the terminal means cells: `rowHeight = 3` is three rows. Code ported from iOS means points:
/// `rowHeight = 80`, `stack.spacing = 10`, `.padding(40)`. Set ``Application/lengthUnit`` to ``points`` (one line
/// at start-up) and such lengths are read as points: divided by ``pointsPerColumn`` (horizontal lengths) or
/// ``pointsPerRow`` (vertical ones) and rounded by TermHost's one rule (to the nearest cell, halves away from zero,
/// a non-zero length never rounding to nothing). A subtree can differ: a widget's `lengthUnit` is inherited by
/// its subviews, and SwiftUI's `.environment(\.lengthUnit, …)` by a view's content.
///
/// The lengths it applies to: padding, spacing (stacks, grids), `.frame` sizes, `.offset`, grid item sizes
/// (`GridItem(.adaptive(minimum: 65))`), the ratio of `.aspectRatio` (a ratio of points), layout margins and
/// insets, row and section header/footer heights (properties and delegate answers). Frames and bounds of widgets
/// (`frame`, `bounds`, `Rect`) are always cells: they are what layout reports, and converting them would break
/// `bounds.width / 2`. Font sizes are not lengths (a terminal draws one size).
public struct LengthUnit: Hashable, Sendable, CustomStringConvertible {
    /// How many points make one column (1 for ``cells``).
    public var pointsPerColumn: Double
    /// How many points make one row (1 for ``cells``).
    public var pointsPerRow: Double

    /// A unit of `pointsPerColumn` points a column and `pointsPerRow` points a row (values below a millionth are
    /// taken as 1).
    public init(pointsPerColumn: Double, pointsPerRow: Double) {
        self.pointsPerColumn = pointsPerColumn.isFinite && pointsPerColumn > 1.0e-6 ? pointsPerColumn : 1
        self.pointsPerRow = pointsPerRow.isFinite && pointsPerRow > 1.0e-6 ? pointsPerRow : 1
    }

    /// Lengths are cells: 1 is one column or one row (the default).
    public static let cells = LengthUnit(pointsPerColumn: 1, pointsPerRow: 1)

    /// Lengths are iOS points: 8 points a column and 16 a row (a terminal cell is about twice as tall as it is
    /// wide, and a 16-point row is the height of body text on iOS), so `rowHeight = 80` is 5 rows, `spacing = 10`
    /// is 1 row in a vertical stack and 1 column in a horizontal one, and `.padding(4)` is still 1 cell.
    public static let points = LengthUnit(pointsPerColumn: 8, pointsPerRow: 16)

    /// Whether lengths are cells (both ratios 1).
    public var isCells: Bool { pointsPerColumn == 1 && pointsPerRow == 1 }

    /// A horizontal length in whole columns (a non-zero length is at least one column).
    public func columns(_ length: Double) -> Int {
        CellRounding.length(pointsPerColumn == 1 ? length : length / pointsPerColumn)
    }

    /// A vertical length in whole rows (a non-zero length is at least one row).
    public func rows(_ length: Double) -> Int {
        CellRounding.length(pointsPerRow == 1 ? length : length / pointsPerRow)
    }

    /// A length along `axis` in whole cells: ``columns(_:)`` for `.horizontal`, ``rows(_:)`` for `.vertical`.
    public func cells(_ length: Double, along axis: Axis) -> Int {
        axis == .horizontal ? columns(length) : rows(length)
    }

    /// Insets in cells: `top` and `bottom` as rows, `leading` and `trailing` as columns.
    public func insets(top: Double, leading: Double, bottom: Double, trailing: Double) -> EdgeInsets {
        EdgeInsets(top: rows(top), leading: columns(leading), bottom: rows(bottom), trailing: columns(trailing))
    }

    /// Insets written in this unit (given as cells: each edge is a length of this unit) in cells.
    public func cells(_ insets: EdgeInsets) -> EdgeInsets {
        isCells ? insets : self.insets(top: Double(insets.top), leading: Double(insets.leading),
                                       bottom: Double(insets.bottom), trailing: Double(insets.trailing))
    }

    /// `cells`, `points`, or the two ratios.
    public var description: String {
        if self == .cells { return "cells" }
        if self == .points { return "points" }
        return "\(CellRounding.format(pointsPerColumn)) points a column, \(CellRounding.format(pointsPerRow)) a row"
    }
}
