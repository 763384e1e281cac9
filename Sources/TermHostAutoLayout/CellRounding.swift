import TermHostCore

/// Rounding of solved coordinates to whole cells.
package enum CellRounding {
    /// The nearest cell (halves away from zero) after snapping to a millionth of a cell, so that
    /// rounding noise such as `2.4999999999` for `2.5` cannot change the result. Non-finite values give 0;
    /// values are clamped to ±10⁹ cells.
    package static func cell(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let clamped = Swift.min(Swift.max(value, -1.0e9), 1.0e9)
        let micro = Int(clamped * 1.0e6 + (clamped >= 0 ? 0.5 : -0.5))
        return micro >= 0 ? (micro + 500_000) / 1_000_000 : -((-micro + 500_000) / 1_000_000)
    }

    /// A number for diagnostics: whole numbers without a fraction.
    static func format(_ value: Double) -> String {
        value.magnitude < 1.0e15 && value == Double(Int(value)) ? String(Int(value)) : String(value)
    }
}
