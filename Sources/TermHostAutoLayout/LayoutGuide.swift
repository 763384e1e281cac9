import TermHostCore

/// A rectangle that takes part in constraint layout without drawing anything (`UILayoutGuide`):
/// use it for spacing, grouping or a safe area.
@MainActor
public final class LayoutGuide: LayoutItem {
    /// The guide's layout state.
    public let layoutAnchors: LayoutAnchors

    /// A name shown in diagnostics.
    public var identifier: String {
        didSet { layoutAnchors.debugName = identifier }
    }

    /// The item the guide belongs to; the guide uses its engine.
    public weak var owningItem: (any LayoutItem)?

    /// Creates a guide, optionally owned by an item.
    public init(identifier: String = "LayoutGuide", owningItem: (any LayoutItem)? = nil) {
        self.identifier = identifier
        self.owningItem = owningItem
        self.layoutAnchors = LayoutAnchors(debugName: identifier)
    }

    /// The owning item's engine.
    public var layoutEngine: LayoutEngine? { owningItem?.layoutEngine }

    /// The guide's frame after the last solve, in the engine's coordinate space.
    public var layoutFrame: Rect { layoutAnchors.frame }

    /// Told after a solve moved or resized the guide, when its owner follows it (a scroll widget's
    /// content guide sets the content size). Set it before the guide's first constraint is activated.
    package var frameDidChange: (@MainActor () -> Void)?
}
