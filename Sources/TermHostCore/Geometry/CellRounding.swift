/// The one rule by which fractional lengths and coordinates (UIKit's and SwiftUI's `CGFloat`, a `Double`) become
/// whole cells; ``LengthUnit`` applies it after dividing points by its ratio.
///
/// - A **coordinate** (an origin, an offset, a solved position) goes to the nearest cell, halves away from zero:
///   `2.5` → 3, `-2.5` → -3, `2.49` → 2.
/// - A **length** (a width, a height, a padding, a spacing, an inset, a row height) is rounded the same way, except
///   that a non-zero length never becomes nothing: `0.3` → 1, `-0.3` → -1. A length within a millionth of a cell
///   of zero is zero (so rounding noise such as `0.1 + 0.2 - 0.3` stays 0).
/// - A rectangle rounds its edges as coordinates and takes the width and height between them, so rectangles that
///   tile in fractions (`width / 3` each) tile in cells with no gap or overlap; a non-zero width or height stays
///   at least one cell.
///
/// Before rounding, values are snapped to a millionth of a cell (so `2.4999999999` rounds as `2.5`); NaN gives 0,
/// and values are clamped to ±10⁹ cells (`.infinity` gives 10⁹).
package enum CellRounding {
    /// The nearest cell, halves away from zero (the rule for coordinates).
    package static func cell(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let micro = microCells(value)
        return micro >= 0 ? (micro + 500_000) / 1_000_000 : -((-micro + 500_000) / 1_000_000)
    }

    /// The nearest cell, halves away from zero, but at least one cell (with the value's sign) for a non-zero
    /// value (the rule for lengths).
    package static func length(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let rounded = cell(value)
        guard rounded == 0 else { return rounded }
        let micro = microCells(value)
        return micro == 0 ? 0 : (micro > 0 ? 1 : -1)
    }

    /// The columns (or rows) `start ..< start + length` cover once both edges are rounded as coordinates, at
    /// least one for a non-zero `length`: the `(origin, length)` in cells.
    package static func span(start: Double, length: Double) -> (origin: Int, length: Int) {
        let origin = cell(start)
        let end = cell(start + length)
        let covered = end - origin
        if covered == 0, self.length(length) != 0 { return (origin, self.length(length)) }
        return (origin, covered)
    }

    /// The value in millionths of a cell, clamped to ±10⁹ cells.
    private static func microCells(_ value: Double) -> Int {
        let clamped = Swift.min(Swift.max(value, -1.0e9), 1.0e9)
        return Int(clamped * 1.0e6 + (clamped >= 0 ? 0.5 : -0.5))
    }

    /// A number for diagnostics: whole numbers without a fraction.
    package static func format(_ value: Double) -> String {
        value.magnitude < 1.0e15 && value == Double(Int(value)) ? String(Int(value)) : String(value)
    }
}
