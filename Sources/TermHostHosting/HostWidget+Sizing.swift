import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// Sizing: what the host reports of its content's size, and how it places the content in its frame.
extension HostWidget {
    /// How the content's size is reported; `.intrinsicContentSize` by default for a host widget.
    public var sizingOptions: SizingOptions {
        get { hostingController?.sizingOptions ?? [] }
        set { hostingController?.sizingOptions = newValue }
    }

    /// The controller's ``sizingOptions`` changed: the container learns the content's size again.
    func sizingOptionsDidChange() {
        negotiation.reported = nil
        invalidateIntrinsicContentSize()
    }

    /// The content's size for a declarative proposal, the query a parent view makes of a subview:
    /// `.unspecified` for its ideal size, `.zero` for its minimum, `.infinity` for its maximum.
    /// Widget code asks ``sizeThatFits(_:)`` (or the controller's `sizeThatFits(in:)`) instead.
    public func sizeThatFits(proposal: ProposedViewSize) -> Size {
        graph.sizeThatFits(proposal)
    }

    /// The layout pass: reports the content's sizes at a new width, then places the content.
    func layoutContent() {
        if !sizingOptions.isEmpty, negotiation.reported?.width != bounds.width {
            record(measureContent())
        }
        placeContent()
    }

    /// Places the content in the host's bounds by ``contentAlignment``.
    func placeContent() {
        let size = graph.sizeThatFits(ProposedViewSize(bounds.size))
        let fitted = Size(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        let origin = contentAlignment.offset(of: fitted, in: bounds.size)
        graph.place(in: Rect(origin: origin, size: fitted))
    }

    private func measureContent() -> ContentSizes {
        negotiation.measuredGeneration = graph.sizeGeneration
        return ContentSizes(ideal: graph.sizeThatFits(.unspecified), maximum: graph.sizeThatFits(.infinity), width: bounds.width,
                     heightForWidth: bounds.width > 0
                        ? graph.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height : nil)
    }

    /// Remembers what the container now knows of the content's size.
    private func record(_ sizes: ContentSizes) {
        negotiation.reported = sizes
        if sizingOptions.contains(.preferredContentSize) { hostingController?.preferredContentSize = sizes.ideal }
    }

    /// After the graph's update: when the content's sizes changed, tells the containers (in the same frame).
    func negotiateSize() {
        let options = sizingOptions
        guard !options.isEmpty, window != nil else { return }
        // No cached size of the content was dropped since its sizes were measured at this width: they are the same.
        if negotiation.reported?.width == bounds.width, negotiation.measuredGeneration == graph.sizeGeneration { return }
        let sizes = measureContent()
        guard sizes != negotiation.reported else { return }
        record(sizes)
        // A frame that stopped settling: the host keeps its frame (a content whose size depends on its frame
        // stops resizing it) and is named in the frame's diagnostic.
        if let budget = application?.frameBudget, budget.isSpent {
            budget.note("\(frameSubject) (\(FramePhase.negotiateSizes.rawValue))")
            return
        }
        invalidateIntrinsicContentSize()
    }
}
