import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Slot heights with fast prefix sums (a Fenwick tree): the offset of any slot, the slot at any offset
/// and a height change each take O(log n), so a list of 100,000 rows never sums them one by one.
/// Building it (after an insertion or deletion changes the slots) is one O(n) pass.
struct RowHeightIndex {
    private var tree: [Int]
    /// The heights, one per slot (zero for a slot that shows nothing).
    private(set) var heights: [Int]

    /// The given heights (negative ones count as zero).
    init(heights: [Int]) {
        self.heights = heights.map { max(0, $0) }
        let n = self.heights.count
        tree = Array(repeating: 0, count: n + 1)
        for i in stride(from: 1, through: n, by: 1) {
            tree[i] += self.heights[i - 1]
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
        }
    }

    /// `count` slots, each `estimate` high.
    init(count: Int, estimate: Int) {
        self.init(heights: Array(repeating: max(0, estimate), count: max(0, count)))
    }

    /// The number of slots.
    var count: Int { heights.count }

    /// The height of `slot`.
    subscript(slot: Int) -> Int { heights[slot] }

    /// Sets the height of `slot`.
    mutating func setHeight(_ height: Int, forSlot slot: Int) {
        let delta = max(0, height) - heights[slot]
        guard delta != 0 else { return }
        heights[slot] += delta
        var i = slot + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the heights of the slots before `slot`.
    func offset(of slot: Int) -> Int {
        var sum = 0
        var i = max(0, min(slot, heights.count))
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of all heights.
    var total: Int { offset(of: heights.count) }

    /// The first slot with a height that covers offset `y` (slots of height zero are passed over),
    /// clamped to the first and last slots; `nil` when there are none.
    func slot(at y: Int) -> Int? {
        guard !heights.isEmpty else { return nil }
        guard y >= 0 else { return 0 }
        var position = 0, remaining = y
        var step = 1
        while step * 2 <= heights.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= heights.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, heights.count - 1)
    }
}
