import TermHostCore

extension ViewNode {
    /// The nodes a container lays out: children, with transparent ones replaced by theirs.
    var layoutChildren: [ViewNode] {
        var result: [ViewNode] = []
        appendLayoutNodes(of: children, to: &result)
        return result
    }

    /// This node as its parent lays it out: itself, or its layout children when transparent.
    var layoutNodes: [ViewNode] {
        isTransparent ? layoutChildren : [self]
    }

    private func appendLayoutNodes(of nodes: [ViewNode], to result: inout [ViewNode]) {
        for child in nodes {
            if child.isTransparent {
                appendLayoutNodes(of: child.children, to: &result)
            } else {
                result.append(child)
            }
        }
    }

    /// The size for `proposal`, from the cache when this proposal was answered since the last change.
    func measure(_ proposal: ProposedViewSize) -> Size {
        if let size = sizeCache[proposal] { return size }
        graph.countNodeLayout(self)
        let size = computeSize(proposal)
        var cache = takeSizeCache()
        cache[proposal] = size
        sizeCache = cache
        return size
    }

    /// The size and alignment guides for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: measure(proposal)) { [unowned self] key in
            self.guide(key, proposal: proposal)
        }
    }

    /// The node's explicit value of `key` for `proposal` (see ``explicitGuide(_:proposal:)``), cached
    /// like its sizes until its layout changes.
    func guide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        if let cached = sizeCache.guide(key, proposal: proposal) { return cached }
        let value = explicitGuide(key, proposal: proposal)
        var cache = takeSizeCache()
        cache.setGuide(value, for: key, proposal: proposal)
        sizeCache = cache
        return value
    }

    /// Takes ``sizeCache`` out of the property, to be changed as a local value and put back: its arrays
    /// may call into the runtime to grow, and a call made during an access to `sizeCache` would keep every
    /// access to it checked at run time. (The property lets go of the value, so the local one holds the only
    /// reference to the arrays and changes them in place.) Callers change it inline rather than through a
    /// closure: a closure in main-actor code checks its executor on every call.
    func takeSizeCache() -> SizeCache {
        let cache = sizeCache
        sizeCache = SizeCache()
        return cache
    }

    /// Empties ``sizeCache`` in place (see ``takeSizeCache()``).
    func clearSizeCache() {
        var cache = takeSizeCache()
        cache.removeAll()
        sizeCache = cache
    }

    /// The space this node prefers around it, cached until its layout changes.
    var viewSpacing: ViewSpacing {
        if let spacing = sizeCache.spacing { return spacing }
        let spacing = computeSpacing()
        sizeCache.spacing = spacing
        return spacing
    }

    /// Places the node in `rect`, sized for `proposal` (the rectangle's size when not given);
    /// skipped when both are unchanged and nothing below changed.
    func place(in rect: Rect, proposal: ProposedViewSize? = nil) {
        let proposal = proposal ?? ProposedViewSize(rect.size)
        if rect == frame && proposal == placedProposal && !needsPlacement { return }
        if rect != frame {
            graph.countNodeFrameChange()
            damageSubtree()
            frame = rect
            graph.damage(rect)
        }
        placedProposal = proposal
        needsPlacement = false
        placeChildren(in: rect)
        drawBounds = children.reduce(rect) { $0.union($1.subtreeDrawBounds) }
    }

    /// The area this subtree draws in (a transparent node's is its children's).
    var subtreeDrawBounds: Rect {
        guard isTransparent else { return drawBounds.union(frame) }
        return children.reduce(Rect.zero) { $0.union($1.subtreeDrawBounds) }
    }

    /// Forgets cached sizes here and above (up to the first ancestor whose size ignores its
    /// children), and marks the path for placement, so the next layout reaches this node again.
    /// Call it when the node's own size may have changed.
    package func invalidateLayout() {
        clearSizeCache()
        needsPlacement = true
        var sizeMayChange = true
        for node in ancestors {
            node.needsPlacement = true
            if sizeMayChange {
                node.clearSizeCache()
                if node.sizeIgnoresChildren { sizeMayChange = false }
            }
        }
        graph.layoutDidChange()
    }

    /// The children changed: re-measure here and above, unless this node's size ignores its children.
    func childrenDidChange() {
        if sizeIgnoresChildren {
            invalidatePlacement()
        } else {
            invalidateLayout()
        }
    }

    /// Marks only the path for placement (the size is unchanged, the children's places may change).
    func invalidatePlacement() {
        var node: ViewNode? = self
        while let current = node {
            current.needsPlacement = true
            node = current.parent
        }
        graph.layoutDidChange()
    }

    /// The axis of the stack that lays this node out, looking through the modifiers around it.
    var enclosingStackAxis: Axis? {
        ancestors.first { !$0.isTransparent && !($0 is ModifierNode) }?.stackOrientation
    }
}

/// The sizes a node answered, per proposal, until its layout changes. Containers measure children
/// with a few proposals (minimum, maximum, ideal, their share) for each of the few proposals they
/// get themselves, so sixteen entries are enough.
/// It also keeps the node's guide values and spacing preference, and counts the changes (a layout's cache follows them).
struct SizeCache {
    /// How many sizes the cache keeps (the oldest goes first).
    static let capacity = 16
    private var entries: [(proposal: ProposedViewSize, size: Size)] = []
    private var guides: [(key: AlignmentKey, proposal: ProposedViewSize, value: Double?)] = []
    /// The node's spacing preference, once asked.
    var spacing: ViewSpacing?
    /// Incremented on every change, so derived caches know when they are stale.
    private(set) var generation = 0

    subscript(proposal: ProposedViewSize) -> Size? {
        get { entries.first { $0.proposal == proposal }?.size }
        set {
            guard let newValue else { return }
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append((proposal, newValue))
        }
    }

    /// The cached explicit value of `key` for `proposal`: `nil` when not cached, `.some(nil)` for "none".
    func guide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double?? {
        guides.first { $0.key == key && $0.proposal == proposal }.map(\.value)
    }

    mutating func setGuide(_ value: Double?, for key: AlignmentKey, proposal: ProposedViewSize) {
        if guides.count >= 8 { guides.removeFirst() }
        guides.append((key, proposal, value))
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        guides.removeAll(keepingCapacity: true)
        spacing = nil
        generation &+= 1
    }
}
