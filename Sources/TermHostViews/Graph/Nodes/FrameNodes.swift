import TermHostCore

/// The node of `.frame(width:height:alignment:)`: proposes the fixed dimensions and takes exactly
/// them as its size, whatever the content answers; the content is placed by the alignment (and
/// overflows the frame, drawn unclipped, when it is larger).
@MainActor
final class FrameNode: ModifierNode {
    /// The frame as written (in the environment's ``LengthUnit``).
    private var written = FrameModifier(width: nil, height: nil, alignment: .center)
    /// The frame in cells.
    private var frameModifier = FrameModifier(width: nil, height: nil, alignment: .center)

    override func apply(_ modifier: any ViewModifier) {
        guard let frame = modifier as? FrameModifier, frame != written else { return }
        written = frame
        resolveFrame()
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        resolveFrame()
    }

    /// Converts the written width and height with the environment's unit (``LengthUnit``'s rule).
    private func resolveFrame() {
        let unit = environment.lengthUnit
        let resolved = unit.isCells ? written
            : FrameModifier(width: written.width.map { unit.columns(Double($0)) },
                            height: written.height.map { unit.rows(Double($0)) }, alignment: written.alignment)
        guard resolved != frameModifier else { return }
        frameModifier = resolved
        invalidateLayout()
    }

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

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        aligned(in: bounds, proposal: childProposal(proposal), alignment: frameModifier.alignment)
    }
}

/// The node of the flexible `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// with SwiftUI's documented rules: the content is proposed the frame's proposal clamped to the
/// limits (an ideal value replaces a missing proposal); on an axis with neither limit the frame
/// takes the content's length; with both it takes its proposal clamped to them; with only a
/// minimum, `max(min, min(content, proposal))`; with only a maximum, `min(max, max(content, proposal))`.
@MainActor
final class FlexibleFrameNode: ModifierNode {
    private var limits = FlexibleFrameModifier(minWidth: nil, idealWidth: nil, maxWidth: nil,
                                               minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)

    /// The limits as written (in the environment's ``LengthUnit``).
    private var written = FlexibleFrameModifier(minWidth: nil, idealWidth: nil, maxWidth: nil,
                                                minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)

    override func apply(_ modifier: any ViewModifier) {
        guard let frame = modifier as? FlexibleFrameModifier, frame != written else { return }
        written = frame
        resolveLimits()
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        resolveLimits()
    }

    /// Converts the written limits with the environment's unit (``LengthUnit``'s rule; `.infinity` stays).
    private func resolveLimits() {
        let unit = environment.lengthUnit, limit = written
        func columns(_ value: Int?) -> Int? { value.map { $0 >= Int.infinity / 2 ? $0 : unit.columns(Double($0)) } }
        func rows(_ value: Int?) -> Int? { value.map { $0 >= Int.infinity / 2 ? $0 : unit.rows(Double($0)) } }
        let resolved = unit.isCells ? limit
            : FlexibleFrameModifier(minWidth: columns(limit.minWidth), idealWidth: columns(limit.idealWidth),
                                    maxWidth: columns(limit.maxWidth), minHeight: rows(limit.minHeight),
                                    idealHeight: rows(limit.idealHeight), maxHeight: rows(limit.maxHeight),
                                    alignment: limit.alignment)
        guard resolved != limits else { return }
        limits = resolved
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
        return Size(width: Self.length(content: content.width, proposed: proposal.width ?? limits.idealWidth,
                                       lower: limits.minWidth, upper: limits.maxWidth),
                    height: Self.length(content: content.height, proposed: proposal.height ?? limits.idealHeight,
                                        lower: limits.minHeight, upper: limits.maxHeight))
    }

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        aligned(in: bounds, proposal: childProposal(proposal), alignment: limits.alignment)
    }
}

/// The node of `.fixedSize`: proposes `nil` on the fixed axes, so the content takes its ideal size there.
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

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        aligned(in: bounds, proposal: childProposal(proposal), alignment: .center)
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
    /// The content sized for `proposal` and placed in `bounds` with its guides of `alignment` on the node's.
    func aligned(in bounds: Rect, proposal: ProposedViewSize,
                 alignment: Alignment) -> (rect: Rect, proposal: ProposedViewSize) {
        let dimensions = content.dimensions(in: proposal)
        let origin = bounds.origin + alignment.origin(of: dimensions, in: bounds.size)
        return (Rect(origin: origin, size: dimensions.size), proposal)
    }
}

extension FrameModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        FrameNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension FlexibleFrameModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        FlexibleFrameNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension FixedSizeModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        FixedSizeNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension LayoutPriorityModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        LayoutPriorityNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
