import TermHostCore

/// Intrinsic content size and fixed frames: constraints the engine generates and edits in place.
extension LayoutEngine {
    /// Tells the engine an item's intrinsic content size; nil on an axis means "no intrinsic metric".
    ///
    /// For each axis with a size the engine keeps two constraints, like UIKit: `size <= intrinsic` at the
    /// item's content hugging priority and `size >= intrinsic` at its compression resistance priority
    /// (read from ``LayoutAnchors/contentHuggingPriority(for:)`` and
    /// ``LayoutAnchors/contentCompressionResistancePriority(for:)``, defaults 250 and 750). Calling this
    /// again edits their constants in place (incrementally) and applies changed priorities; nil removes them.
    public func setIntrinsicContentSize(width: Int?, height: Int?, for item: any LayoutItem) {
        setIntrinsicSize(width, axis: .horizontal, of: item)
        setIntrinsicSize(height, axis: .vertical, of: item)
    }

    /// The intrinsic size the engine currently applies to `item` (nil per axis when none).
    public func intrinsicContentSize(of item: any LayoutItem) -> (width: Int?, height: Int?) {
        let intrinsic = items[ObjectIdentifier(item)]?.intrinsic
        return (intrinsic?[.horizontal].map { Int($0.hugging.constant) },
                intrinsic?[.vertical].map { Int($0.hugging.constant) })
    }

    /// Pins an item's frame with four constraints (x, y, width, height), edited in place when the frame
    /// changes; nil removes them. This is how items that are not laid out by constraints (a window's
    /// root, a widget positioned by hand or by a stack) take part in constraint layout. The position is
    /// required; the size is held at `sizePriority` (required by default; a stack's arranged subview
    /// uses less, so that its own required size constraints are never the ones broken).
    public func setFixedFrame(_ frame: Rect?, for item: any LayoutItem, sizePriority: LayoutPriority = .required) {
        let id = ObjectIdentifier(item)
        let existing = items[id]?.fixedFrame ?? []
        guard let frame else {
            items[id]?.fixedFrame = []
            for constraint in existing { uninstall(constraint) }
            return
        }
        let values = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
        if existing.count == values.count {
            for (constraint, value) in zip(existing, values) { constraint.constant = value }
            for constraint in existing.suffix(2) { constraint.priority = sizePriority }
            return
        }
        let anchors: [LayoutAnchor] = [item.leadingAnchor, item.topAnchor, item.widthAnchor, item.heightAnchor]
        let created = zip(anchors, values).map { anchor, value in
            let constraint = anchor.constraint(.equal, nil, constant: value)
            constraint.identifier = "fixedFrame.\(anchor.attribute)"
            if anchor.attribute == .width || anchor.attribute == .height { constraint.priority = sizePriority }
            return constraint
        }
        for constraint in created { install(constraint) }
        items[id]?.fixedFrame = created
    }

    private func setIntrinsicSize(_ value: Int?, axis: LayoutAxis, of item: any LayoutItem) {
        let id = ObjectIdentifier(item)
        let existing = items[id]?.intrinsic[axis]
        guard let value else {
            guard let existing else { return }
            items[id]?.intrinsic[axis] = nil
            uninstall(existing.hugging)
            uninstall(existing.compression)
            return
        }
        let hugging = item.layoutAnchors.contentHuggingPriority(for: axis)
        let compression = item.layoutAnchors.contentCompressionResistancePriority(for: axis)
        if let existing {
            existing.hugging.constant = Double(value)
            existing.compression.constant = Double(value)
            existing.hugging.priority = hugging
            existing.compression.priority = compression
            return
        }
        let dimension = axis == .horizontal ? item.widthAnchor : item.heightAnchor
        let name = axis == .horizontal ? "width" : "height"
        let hug = dimension.constraint(lessThanOrEqualToConstant: Double(value))
        hug.priority = hugging
        hug.identifier = "contentHugging.\(name)"
        let resist = dimension.constraint(greaterThanOrEqualToConstant: Double(value))
        resist.priority = compression
        resist.identifier = "compressionResistance.\(name)"
        install(hug)
        install(resist)
        items[id]?.intrinsic[axis] = (hug, resist)
    }
}
