import TermHostCore

/// The system spacing between sibling items, in cells: UIKit's standard gap (8 points) is one cell here.
package let layoutSystemSpacing = 1.0

extension LayoutXAxisAnchor {
    /// `self == anchor + multiplier × system spacing` (one cell): this edge sits the standard gap after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> Constraint {
        constraint(.equal, anchor, constant: multiplier * layoutSystemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing` (one cell).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: Double) -> Constraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * layoutSystemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing` (one cell).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: Double) -> Constraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * layoutSystemSpacing)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + multiplier × system spacing` (one row): this edge sits the standard gap below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> Constraint {
        constraint(.equal, anchor, constant: multiplier * layoutSystemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing` (one row).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: Double) -> Constraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * layoutSystemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing` (one row).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: Double) -> Constraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * layoutSystemSpacing)
    }
}
