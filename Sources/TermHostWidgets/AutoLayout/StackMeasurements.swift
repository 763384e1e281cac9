import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// What a ``StackWidget`` knows of its arranged subviews' sizes: each one's natural length across the
/// axis and how it may be sized along it (``StackItemSizing``), kept until that subview (or the
/// arrangement) changes, and running totals of them, so a change to one subview costs one measurement
/// instead of one per subview.
@MainActor
struct StackMeasurements {
    /// One visible arranged subview's measurements.
    struct Entry {
        /// Its natural length across the axis (its compressed fitting size).
        var across: Int
        /// How it may be sized along the axis at ``StackMeasurements/breadth``, once measured.
        var sizing: StackItemSizing?
        /// Its natural length along the axis, once measured.
        var length: Int? { sizing?.length }
    }

    /// What is known of one arranged subview.
    enum Slot {
        /// To be measured.
        case pending
        /// Hidden: it takes no room.
        case hidden
        /// Visible and measured (its length maybe not yet).
        case visible(Entry)
    }

    /// One slot per arranged subview, in order.
    private(set) var slots: [Slot] = []
    /// The breadth the lengths were measured at.
    private(set) var breadth: Int?
    /// The number of visible arranged subviews.
    private(set) var visibleCount = 0
    /// The sum of the measured lengths.
    private(set) var lengthSum = 0
    private var pending: [Int] = []
    private var unmeasured: [Int] = []
    private var acrossCounts: [Int: Int] = [:]
    private var lengthCounts: [Int: Int] = [:]
    /// The stack's sizes at breadths other than its own (``StackWidget/contentSize(fixedBreadth:)``), with the
    /// insets they were measured inside, until a subview changes: a nested stack is asked at its parent's
    /// breadth by every level above it, and measuring it afresh each time would make a first layout
    /// quadratic in the depth.
    private var fixedBreadthSizes: [(breadth: Int, insets: EdgeInsets, size: Size)] = []

    /// How many sizes at other breadths are kept (the oldest goes first).
    private static let fixedBreadthCapacity = 4

    /// The size kept for `breadth` inside `insets`, if any.
    func size(atFixedBreadth breadth: Int, insets: EdgeInsets) -> Size? {
        fixedBreadthSizes.first { $0.breadth == breadth && $0.insets == insets }?.size
    }

    /// Keeps the size measured at `breadth` inside `insets`.
    mutating func keep(_ size: Size, atFixedBreadth breadth: Int, insets: EdgeInsets) {
        if fixedBreadthSizes.count >= Self.fixedBreadthCapacity { fixedBreadthSizes.removeFirst() }
        fixedBreadthSizes.append((breadth, insets, size))
    }

    /// The largest natural length across of the visible subviews (zero when none is larger).
    var maxAcross: Int { max(0, acrossCounts.keys.max() ?? 0) }
    /// The largest measured length along the axis (zero when none).
    var maxLength: Int { lengthCounts.keys.max() ?? 0 }

    /// Forgets everything: every subview is measured again.
    mutating func invalidateAll() {
        self = StackMeasurements()
    }

    /// Forgets what is known of the subview at `index`.
    mutating func invalidate(at index: Int) {
        fixedBreadthSizes.removeAll()
        guard slots.indices.contains(index) else { return }
        if case .visible(let entry) = slots[index] {
            visibleCount -= 1
            Self.remove(entry.across, from: &acrossCounts)
            if let length = entry.length {
                lengthSum -= length
                Self.remove(length, from: &lengthCounts)
            }
        }
        if case .pending = slots[index] { return }
        slots[index] = .pending
        pending.append(index)
    }

    /// Makes room for a subview inserted into the arrangement at `index`: it waits to be measured, and the
    /// others keep their measurements (so adding N subviews one by one measures each once, not N times).
    mutating func insertSlot(at index: Int) {
        fixedBreadthSizes.removeAll()
        guard index <= slots.count, !slots.isEmpty || index == 0 else {
            self = StackMeasurements()
            return
        }
        slots.insert(.pending, at: index)
        Self.shift(&pending, from: index, by: 1)
        Self.shift(&unmeasured, from: index, by: 1)
        pending.append(index)
    }

    /// Forgets the subview at `index`, taken out of the arrangement; the others keep their measurements.
    mutating func removeSlot(at index: Int) {
        guard slots.indices.contains(index) else {
            self = StackMeasurements()
            return
        }
        invalidate(at: index)
        slots.remove(at: index)
        pending.removeAll { $0 == index }
        unmeasured.removeAll { $0 == index }
        Self.shift(&pending, from: index + 1, by: -1)
        Self.shift(&unmeasured, from: index + 1, by: -1)
    }

    /// Moves every index of `indices` at or after `start` by `delta`.
    private static func shift(_ indices: inout [Int], from start: Int, by delta: Int) {
        for position in indices.indices where indices[position] >= start { indices[position] += delta }
    }

    /// Reads the natural breadths (and visibility) of the subviews not known yet.
    mutating func resolveBreadths(of views: [Widget], naturalAcross: (Widget) -> Int) {
        if slots.count != views.count {
            self = StackMeasurements()
            slots = Array(repeating: .pending, count: views.count)
            pending = Array(views.indices)
        }
        for index in pending {
            guard case .pending = slots[index] else { continue }
            let view = views[index]
            if view.isHidden {
                slots[index] = .hidden
                continue
            }
            let entry = Entry(across: naturalAcross(view), sizing: nil)
            slots[index] = .visible(entry)
            visibleCount += 1
            acrossCounts[entry.across, default: 0] += 1
            unmeasured.append(index)
        }
        pending = []
    }

    /// Measures the sizings not known yet at `breadth` (all of them when the breadth changed).
    /// Call ``resolveBreadths(of:naturalAcross:)`` first.
    mutating func measureLengths(of views: [Widget], breadth: Int, measure: (Widget, Int) -> StackItemSizing) {
        if breadth != self.breadth {
            self.breadth = breadth
            lengthSum = 0
            lengthCounts = [:]
            unmeasured = []
            for index in slots.indices {
                guard case .visible(var entry) = slots[index] else { continue }
                entry.sizing = nil
                slots[index] = .visible(entry)
                unmeasured.append(index)
            }
        }
        for index in unmeasured {
            guard case .visible(var entry) = slots[index], entry.sizing == nil else { continue }
            let sizing = measure(views[index], entry.across)
            let length = sizing.length
            entry.sizing = sizing
            slots[index] = .visible(entry)
            lengthSum += length
            lengthCounts[length, default: 0] += 1
        }
        unmeasured = []
    }

    private static func remove(_ value: Int, from counts: inout [Int: Int]) {
        guard let count = counts[value] else { return }
        counts[value] = count > 1 ? count - 1 : nil
    }
}
