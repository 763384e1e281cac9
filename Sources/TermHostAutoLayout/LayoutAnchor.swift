import TermHostCore

/// One attribute of one layout item, from which constraints are made (`NSLayoutAnchor`).
///
/// Use the typed subclasses: ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and ``LayoutDimension`` only
/// accept anchors of their own kind, so an x position cannot be constrained to a y position.
@MainActor
public class LayoutAnchor: @MainActor CustomStringConvertible {
    /// The item the anchor belongs to (nil once the item is gone).
    public private(set) weak var item: (any LayoutItem)?
    /// Which attribute of the item.
    public let attribute: LayoutAttribute
    /// The layout state of the item; kept alive by the anchor so that a constraint can still be removed
    /// from its engine after the item is gone.
    let layoutAnchors: LayoutAnchors
    /// The item's identity, kept even when the item is gone.
    let itemID: ObjectIdentifier
    private let itemName: String

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        self.layoutAnchors = item.layoutAnchors
        self.itemID = ObjectIdentifier(item)
        self.itemName = item.layoutDebugName
    }

    /// The anchor's value as a solver expression.
    var expression: LinearExpression { layoutAnchors.expression(for: attribute) }

    public var description: String { "\(layoutAnchors.debugName ?? itemName).\(attribute)" }

    func constraint(_ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: Double = 1,
                    constant: Double) -> Constraint {
        Constraint(firstAnchor: self, relation: relation, secondAnchor: other, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right or centre X (`NSLayoutXAxisAnchor`).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> Constraint {
        constraint(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> Constraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> Constraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A vertical position: top, bottom or centre Y (`NSLayoutYAxisAnchor`).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> Constraint {
        constraint(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> Constraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> Constraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A size: width or height (`NSLayoutDimension`). Dimensions may be related across axes
/// (an aspect ratio), and to constants.
@MainActor
public final class LayoutDimension: LayoutAnchor {
    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> Constraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1,
                           constant: Double = 0) -> Constraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1,
                           constant: Double = 0) -> Constraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> Constraint {
        constraint(.equal, nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> Constraint {
        constraint(.greaterThanOrEqual, nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> Constraint {
        constraint(.lessThanOrEqual, nil, constant: constant)
    }
}
