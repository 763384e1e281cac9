import TermHostCore

/// A proxy for one subview of a ``Layout``: ask it for sizes and guides, and place it.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    /// Set while a layout is asked for its guides: placements are recorded, not made.
    let recorder: PlacementRecorder?
    /// Set while a layout places for real: which subviews it placed.
    let tracker: PlacementTracker?

    /// The subview's size for `proposal` (its minimum for `.zero`, its ideal for `.unspecified`,
    /// its maximum for `.infinity`).
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        node.measure(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    @MainActor
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: proposal)
    }

    /// Places the subview with its `anchor` at `position` (in the container's coordinates), sized as
    /// it answers `proposal`. Call it once per subview from `placeSubviews`.
    @MainActor
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.measure(proposal)
        place(in: Rect(origin: position - anchor.offset(in: size), size: size), proposal: proposal)
    }

    /// Places the subview in `rect` (which its layout already sized for `proposal`).
    @MainActor
    func place(in rect: Rect, proposal: ProposedViewSize) {
        if let recorder {
            recorder.record(node, in: rect, proposal: proposal)
        } else {
            tracker?.placed.insert(ObjectIdentifier(node))
            node.place(in: rect, proposal: proposal)
        }
    }

    /// Whether the layout is being asked for its guides (placements are only recorded).
    var isRecording: Bool { recorder != nil }

    /// The subview's `.layoutPriority` (0 by default).
    @MainActor
    public var priority: Double { node.layoutPriority }

    /// The space the subview prefers around it.
    @MainActor
    public var spacing: ViewSpacing { node.viewSpacing }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, else the key's default.
    @MainActor
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValue(for: key) ?? key.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews of a ``Layout``, in the order the builder listed them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    private let nodes: [ViewNode]
    private let recorder: PlacementRecorder?
    private let tracker: PlacementTracker?
    public let startIndex: Int
    public let endIndex: Int

    init(_ nodes: [ViewNode], recorder: PlacementRecorder? = nil, tracker: PlacementTracker? = nil) {
        self.init(nodes, range: nodes.indices, recorder: recorder, tracker: tracker)
    }

    private init(_ nodes: [ViewNode], range: Range<Int>, recorder: PlacementRecorder?, tracker: PlacementTracker?) {
        self.nodes = nodes
        self.recorder = recorder
        self.tracker = tracker
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], recorder: recorder, tracker: tracker)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes, range: bounds, recorder: recorder, tracker: tracker)
    }

    /// The same subviews, recording placements instead of making them.
    func recording(into recorder: PlacementRecorder) -> LayoutSubviews {
        LayoutSubviews(nodes, range: startIndex..<endIndex, recorder: recorder, tracker: nil)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.count == rhs.count && zip(lhs.indices, rhs.indices).allSatisfy { lhs.nodes[$0] === rhs.nodes[$1] }
    }
}

/// Where a layout would place its subviews, for the guides of a container (nothing is placed).
@MainActor
final class PlacementRecorder {
    private var placements: [(node: ViewNode, rect: Rect, proposal: ProposedViewSize)] = []

    func record(_ node: ViewNode, in rect: Rect, proposal: ProposedViewSize) {
        placements.append((node, rect, proposal))
    }

    /// The merged explicit value of `key` over the recorded placements, in the container's coordinates.
    func merge(_ key: AlignmentKey) -> Double? {
        var result: Double?
        for placement in placements {
            guard let value = placement.node.guide(key, proposal: placement.proposal) else { continue }
            let position = Double(placement.rect.origin.coordinate(along: key.axis)) + value
            switch key.baseline {
            case .first: result = min(result ?? position, position)
            case .last: result = max(result ?? position, position)
            case nil: if result == nil { result = position }
            }
        }
        return result
    }
}

/// Which subviews a layout placed, so the rest can be put at the centre.
@MainActor
final class PlacementTracker {
    var placed: Set<ObjectIdentifier> = []
}
