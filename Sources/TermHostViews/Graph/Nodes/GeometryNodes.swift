@_spi(TermHostInternal) import TermHostCore

/// The node of `.alignmentGuide(_:computeValue:)`: gives its guide the value the closure computes
/// from the content's dimensions; everything else passes through.
@MainActor
final class AlignmentGuideNode: ModifierNode {
    private var guide: AlignmentGuideModifier?

    override func apply(_ modifier: any ViewModifier) {
        guard let newGuide = modifier as? AlignmentGuideModifier else { return }
        guide = newGuide
        invalidateLayout()
    }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        guard let guide, guide.key == key else { return super.explicitGuide(key, proposal: proposal) }
        return Double(guide.computeValue(content.dimensions(in: proposal)))
    }
}

/// The node of `.offset(x:y:)`: the content is drawn moved; its place in the layout (and the guides
/// the node passes on) are unchanged.
@MainActor
final class OffsetNode: ModifierNode {
    private var offset = Point.zero

    override func apply(_ modifier: any ViewModifier) {
        guard let value = modifier as? OffsetModifier, value.offset != offset else { return }
        offset = value.offset
        invalidatePlacement()
    }

    override func placeChildren(in rect: Rect) {
        content.place(in: rect.offsetBy(dx: offset.x, dy: offset.y), proposal: placedProposal)
    }
}

/// The node of `.position(x:y:)`: takes the whole proposal (the content's ideal size where there is
/// none) and puts the content's centre at the point, in its own coordinates.
@MainActor
final class PositionNode: ModifierNode {
    private var position = Point.zero

    override func apply(_ modifier: any ViewModifier) {
        guard let value = modifier as? PositionModifier, value.position != position else { return }
        position = value.position
        invalidateLayout()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        guard let width = proposal.width, let height = proposal.height else {
            let ideal = contentSize(.unspecified)
            return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
        }
        return Size(width: width, height: height)
    }

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        let size = contentSize(proposal)
        let origin = bounds.origin + position - UnitPoint.center.offset(in: size)
        return (Rect(origin: origin, size: size), proposal)
    }
}

/// The node of `.clipped()` (and `.clipShape`): nothing below draws or takes clicks outside its frame.
@MainActor
final class ClipNode: ModifierNode {
    override var clipRectOnScreen: Rect? { frameOnScreen }

    override func drawTree(in canvas: Canvas, region: Rect) {
        guard frame.intersects(region) else { return }
        drawSubtree(in: canvas.clipped(to: frame), region: region.intersection(frame))
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        frame.contains(point) ? defaultHitTest(point) : nil
    }
}

extension AlignmentGuideModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        AlignmentGuideNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension OffsetModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        OffsetNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension PositionModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        PositionNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension ClipModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        ClipNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
