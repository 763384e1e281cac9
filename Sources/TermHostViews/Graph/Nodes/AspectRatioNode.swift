import TermHostCore

/// The node of `.aspectRatio`: offers its content the size of the ratio that fits in (or fills) its offer, is as
/// big as the content's answer, and centres the content in itself. The ratio as written is of lengths in the
/// environment's ``LengthUnit``; in cells it is scaled by the unit's points a row over its points a column.
@MainActor
final class AspectRatioNode: ModifierNode {
    private var written: AspectRatioModifier?
    /// Width over height in cells; `nil` takes the content's ideal size.
    private var ratio: Double?

    override func apply(_ modifier: any ViewModifier) {
        guard let modifier = modifier as? AspectRatioModifier, modifier != written else { return }
        written = modifier
        resolveRatio(force: true)
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        resolveRatio(force: false)
    }

    private func resolveRatio(force: Bool) {
        let unit = environment.lengthUnit
        let resolved = written?.ratio.map { $0 * unit.pointsPerRow / unit.pointsPerColumn }
        guard force || resolved != ratio else { return }
        ratio = resolved
        invalidateLayout()
    }

    /// What the content is offered for `proposal`.
    private func fitted(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = content.measure(.unspecified)
        guard let ratio = ratio ?? (ideal.height > 0 && ideal.width > 0 ? Double(ideal.width) / Double(ideal.height) : nil)
        else { return proposal }
        func bounded(_ length: Int?) -> Double? { length.flatMap { $0 >= Int.infinity / 2 ? nil : Double(max(0, $0)) } }
        let fill = written?.contentMode == .fill
        let width: Double, height: Double
        switch (bounded(proposal.width), bounded(proposal.height)) {
        case let (offeredWidth?, offeredHeight?):
            let wider = offeredHeight == 0 || offeredWidth / offeredHeight > ratio
            if wider != fill { (width, height) = (offeredHeight * ratio, offeredHeight) }
            else { (width, height) = (offeredWidth, offeredWidth / ratio) }
        case let (offeredWidth?, nil): (width, height) = (offeredWidth, offeredWidth / ratio)
        case let (nil, offeredHeight?): (width, height) = (offeredHeight * ratio, offeredHeight)
        case (nil, nil): (width, height) = (Double(ideal.width), Double(ideal.width) / ratio)
        }
        return ProposedViewSize(width: CellRounding.length(width), height: CellRounding.length(height))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size { contentSize(fitted(proposal)) }

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        let offer = fitted(proposal)
        let size = contentSize(offer)
        let origin = Point(x: bounds.origin.x + (bounds.size.width - size.width) / 2,
                           y: bounds.origin.y + (bounds.size.height - size.height) / 2)
        return (Rect(origin: origin, size: size), offer)
    }
}

extension AspectRatioModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        AspectRatioNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
