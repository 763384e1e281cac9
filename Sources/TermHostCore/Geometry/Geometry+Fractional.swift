// Fractional initializers of TermHost's cell geometry, for the `CGFloat` maths of ported code
// (`Rect(x: 0, y: 0, width: bounds.width * 2 / 3, height: 1.5)`). Swift converts `CGFloat` to `Double` implicitly,
// so each takes a `CGFloat` too. Values are cells, rounded by ``CellRounding``'s one rule; whole-number literals
// still choose the `Int` initializers.

extension Point {
    /// The cell nearest to (`x`, `y`) (halves away from zero): `Point(x: 2.5, y: 0.4)` is (3, 0).
    @_disfavoredOverload
    public init(x: Double, y: Double) {
        self.init(x: CellRounding.cell(x), y: CellRounding.cell(y))
    }
}

extension Size {
    /// A size rounded to whole cells (halves away from zero), a non-zero width or height staying at least one
    /// cell: `Size(width: 0.3, height: 2.5)` is 1x3.
    @_disfavoredOverload
    public init(width: Double, height: Double) {
        self.init(width: CellRounding.length(width), height: CellRounding.length(height))
    }
}

extension Rect {
    /// The cells the rectangle covers: its edges rounded to the nearest cell (halves away from zero), so
    /// rectangles that tile in fractions tile in cells; a non-zero width or height stays at least one cell.
    /// `Rect(x: 10 / 3, y: 0, width: 10 / 3, height: 1)` is `(3, 0, 4, 1)`.
    @_disfavoredOverload
    public init(x: Double, y: Double, width: Double, height: Double) {
        let columns = CellRounding.span(start: x, length: width)
        let rows = CellRounding.span(start: y, length: height)
        self.init(x: columns.origin, y: rows.origin, width: columns.length, height: rows.length)
    }

    /// The rectangle moved by `dx` columns and `dy` rows, rounded to whole cells.
    @_disfavoredOverload
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        offsetBy(dx: CellRounding.cell(dx), dy: CellRounding.cell(dy))
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows on top and bottom, rounded to whole cells
    /// as lengths.
    @_disfavoredOverload
    public func insetBy(dx: Double, dy: Double) -> Rect {
        insetBy(dx: CellRounding.length(dx), dy: CellRounding.length(dy))
    }
}

extension EdgeInsets {
    /// Fractional insets with UIKit's edge names, each edge rounded to whole cells as a length (a non-zero inset
    /// stays at least one cell).
    @_disfavoredOverload
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.init(top: CellRounding.length(top), leading: CellRounding.length(left),
                  bottom: CellRounding.length(bottom), trailing: CellRounding.length(right))
    }

    /// Fractional insets with SwiftUI's edge names, each edge rounded to whole cells as a length (a non-zero inset
    /// stays at least one cell).
    @_disfavoredOverload
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.init(top: CellRounding.length(top), leading: CellRounding.length(leading),
                  bottom: CellRounding.length(bottom), trailing: CellRounding.length(trailing))
    }
}
