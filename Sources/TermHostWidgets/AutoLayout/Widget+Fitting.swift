import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Fitting sizes (`systemLayoutSizeFitting`), as in UIKit: the widget's own subtree of constraints is
/// solved with the widget's width and height asked to be a target at two fitting priorities.
///
/// The subtree's constraints are the widget's own (a `heightAnchor` constant, an aspect ratio), those
/// between it, its layout guides and its subviews, and those among the subviews, with every widget laid
/// out by constraints held at its intrinsic size by its content hugging and compression resistance
/// priorities. Subviews laid out by frames keep their frames; arranged subviews of a stack inside the
/// subtree are the stack's business (the stack takes part by its own size). A size constraint from the
/// subtree to a widget outside it is kept: an ancestor counts at its current size, any other widget at
/// its intrinsic size. A widget with no constraints in its subtree answers from its intrinsic size
/// directly (the same answer, without a solver).
extension Widget {
    /// The smallest size: ask for it to get the tightest size the constraints allow (`.zero`, as in UIKit).
    public static let layoutFittingCompressedSize = Size.zero
    /// The largest size: ask for it to get the loosest size the constraints allow (a million cells each way).
    public static let layoutFittingExpandedSize = Size(width: 1_000_000, height: 1_000_000)

    /// A proposal length that puts no limit on its axis, for ``sizeThatFits(_:)``: where UIKit code passes
    /// `CGFloat.greatestFiniteMagnitude` (`label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))`
    /// for the height at width `w`), pass this. A widget answers its natural length on that axis (a hosted
    /// declarative view is proposed no length there, its ideal, as a hosting view does for a length this
    /// large). It is beyond any terminal (32,767 cells) and any fitting size (``layoutFittingExpandedSize``),
    /// and small enough that a few cells added to it cannot overflow. A negative length is no sentinel: it
    /// counts as zero.
    nonisolated public static let unboundedLength = 1 << 30

    /// Resizes the widget to ``sizeThatFits(_:)`` of its current size (`UIView.sizeToFit()`).
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The default ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    func fittingSize(for target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        if SubtreeFitting.hasSizingConstraints(in: self) {
            var fitting = SubtreeFitting(root: self)
            return fitting.size(for: target, horizontal: horizontal, vertical: vertical)
        }
        return contentFittingSize(for: target, horizontal: horizontal, vertical: vertical)
    }

    /// The fitting size of a widget sized by its content alone: each axis takes the target or the
    /// content's length, whichever the priorities favour; the height is measured at the chosen width.
    func contentFittingSize(for target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        let content = fittingContentSize()
        let width = FittingAxis.resolve(content.width, target: target.width, priority: horizontal,
                                        hugging: contentHuggingPriority(for: .horizontal),
                                        compression: contentCompressionResistancePriority(for: .horizontal))
        var height = content.height
        if var measured = height, width != content.width?.length {
            measured.length = max(0, sizeThatFits(Size(width: width, height: Widget.unboundedLength)).height)
            height = measured
        }
        return Size(width: width,
                    height: FittingAxis.resolve(height, target: target.height, priority: vertical,
                                                hugging: contentHuggingPriority(for: .vertical),
                                                compression: contentCompressionResistancePriority(for: .vertical)))
    }
}

/// How one axis of a lone item settles between its content length and a fitting target: the target
/// wins where its priority beats the priority holding the content length (hugging above it,
/// compression resistance below it), and always where nothing holds it.
enum FittingAxis {
    static func resolve(_ content: ContentLength?, target: Int, priority: LayoutPriority,
                        hugging: LayoutPriority, compression: LayoutPriority) -> Int {
        guard let content else { return max(0, target) }
        if priority.isRequired { return max(0, target) }
        if target > content.length { return !content.hugs || priority > hugging ? target : content.length }
        if target < content.length { return priority > compression ? max(0, target) : content.length }
        return target
    }
}
