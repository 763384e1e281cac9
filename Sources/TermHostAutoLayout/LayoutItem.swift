import TermHostCore

/// Anything that can be laid out with constraints: widgets, layout guides, test doubles.
///
/// An item provides its ``LayoutAnchors`` (its solver variables) and a way to find the ``LayoutEngine``
/// that solves it (usually its window's). The anchors come from the protocol extension.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The item's layout state; the same object for the item's whole life.
    var layoutAnchors: LayoutAnchors { get }
    /// The engine that solves the item's constraints, or nil while the item is not attached to one.
    var layoutEngine: LayoutEngine? { get }
}

extension LayoutItem {
    /// The left edge (terminals lay out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The right edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    /// The name used for the item in diagnostics.
    package var layoutDebugName: String { layoutAnchors.debugName ?? String(describing: type(of: self)) }
}
