/// The node of `.frame(width:height:)`: proposes the fixed dimensions and takes them as its size.
@MainActor
final class FrameNode: ModifierNode {
    private var frameModifier = FrameModifier(width: nil, height: nil, alignment: .center)

    override func apply(_ modifier: any ViewModifier) {
        guard let frame = modifier as? FrameModifier, frame != frameModifier else { return }
        frameModifier = frame
        invalidateLayout()
    }

    override var sizeIgnoresChildren: Bool { frameModifier.width != nil && frameModifier.height != nil }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: frameModifier.width ?? proposal.width, height: frameModifier.height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        if let width = frameModifier.width, let height = frameModifier.height {
            return Size(width: width, height: height)
        }
        let content = contentSize(childProposal(proposal))
        return Size(width: frameModifier.width ?? content.width, height: frameModifier.height ?? content.height)
    }

    override func placeChildren(in rect: Rect) {
        placeAligned(layoutChildren, in: rect, proposal: childProposal(ProposedViewSize(rect.size)),
                     alignment: frameModifier.alignment)
    }
}

/// The node of the flexible `.frame(minWidth:...maxHeight:)`, with SwiftUI's sizing rules.
@MainActor
final class FlexibleFrameNode: ModifierNode {
    private var limits = FlexibleFrameModifier(minWidth: nil, idealWidth: nil, maxWidth: nil,
                                               minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)

    override func apply(_ modifier: any ViewModifier) {
        guard let frame = modifier as? FlexibleFrameModifier, frame != limits else { return }
        limits = frame
        invalidateLayout()
    }

    private static func clamp(_ value: Int?, _ lower: Int?, _ upper: Int?) -> Int? {
        guard var value else { return nil }
        if let upper { value = min(value, upper) }
        if let lower { value = max(value, lower) }
        return value
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.clamp(proposal.width ?? limits.idealWidth, limits.minWidth, limits.maxWidth),
                         height: Self.clamp(proposal.height ?? limits.idealHeight, limits.minHeight, limits.maxHeight))
    }

    private static func length(content: Int, proposed: Int?, lower: Int?, upper: Int?) -> Int {
        if lower == nil && upper == nil { return content }
        let offered = proposed ?? content
        var result = content
        if let lower { result = max(lower, min(result, offered)) }
        if let upper { result = min(upper, max(result, offered)) }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let content = contentSize(childProposal(proposal))
        let proposedWidth = proposal.width ?? limits.idealWidth
        let proposedHeight = proposal.height ?? limits.idealHeight
        return Size(width: Self.length(content: content.width, proposed: proposedWidth,
                                       lower: limits.minWidth, upper: limits.maxWidth),
                    height: Self.length(content: content.height, proposed: proposedHeight,
                                        lower: limits.minHeight, upper: limits.maxHeight))
    }

    override func placeChildren(in rect: Rect) {
        placeAligned(layoutChildren, in: rect, proposal: childProposal(ProposedViewSize(rect.size)),
                     alignment: limits.alignment)
    }
}

/// The node of `.fixedSize`: proposes `nil` on the fixed axes.
@MainActor
final class FixedSizeNode: ModifierNode {
    private var fixed = FixedSizeModifier(horizontal: true, vertical: true)

    override func apply(_ modifier: any ViewModifier) {
        guard let fixedSize = modifier as? FixedSizeModifier, fixedSize != fixed else { return }
        fixed = fixedSize
        invalidateLayout()
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: fixed.horizontal ? nil : proposal.width, height: fixed.vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        contentSize(childProposal(proposal))
    }

    override func placeChildren(in rect: Rect) {
        placeAligned(layoutChildren, in: rect, proposal: childProposal(ProposedViewSize(rect.size)), alignment: .center)
    }
}

/// The node of `.layoutPriority`.
@MainActor
final class LayoutPriorityNode: ModifierNode {
    private var priority: Double = 0

    override func apply(_ modifier: any ViewModifier) {
        guard let value = modifier as? LayoutPriorityModifier, value.priority != priority else { return }
        priority = value.priority
        invalidateLayout()
    }

    override var layoutPriority: Double { priority }
}

extension ModifierNode {
    /// Measures the content with `proposal` (a column when several) and places it in `rect` with `alignment`.
    func placeAligned(_ nodes: [ViewNode], in rect: Rect, proposal: ProposedViewSize, alignment: Alignment) {
        let size = StackLayout.column.size(of: nodes, proposal: proposal)
        let offset = alignment.offset(of: size, in: rect.size)
        StackLayout.column.place(nodes, in: Rect(origin: rect.origin + offset, size: size))
    }
}

extension FrameModifier: PrimitiveModifier {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        FrameNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension FlexibleFrameModifier: PrimitiveModifier {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        FlexibleFrameNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension FixedSizeModifier: PrimitiveModifier {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        FixedSizeNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension LayoutPriorityModifier: PrimitiveModifier {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        LayoutPriorityNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
