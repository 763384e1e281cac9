/// Row heights with fast prefix sums (a Fenwick tree): the offset of any row, the row at any offset
/// and a height change each take O(log n), so a list of 100,000 rows never sums them one by one.
struct RowHeightIndex {
    private var tree: [Int]
    private var heights: [Int]

    /// `count` rows, each `estimate` high until measured.
    init(count: Int, estimate: Int) {
        let n = max(0, count)
        heights = Array(repeating: max(1, estimate), count: n)
        tree = Array(repeating: 0, count: n + 1)
        for i in 1...max(1, n) where i <= n {
            tree[i] += heights[i - 1]
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
        }
    }

    /// The number of rows.
    var count: Int { heights.count }

    /// The height of `row`.
    subscript(row: Int) -> Int { heights[row] }

    /// Sets the height of `row`.
    mutating func setHeight(_ height: Int, forRow row: Int) {
        let delta = height - heights[row]
        guard delta != 0 else { return }
        heights[row] = height
        var i = row + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the heights of the rows before `row`.
    func offset(of row: Int) -> Int {
        var sum = 0
        var i = max(0, min(row, heights.count))
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of all heights.
    var total: Int { offset(of: heights.count) }

    /// The row covering offset `y` (clamped to the first and last rows); `nil` when there are none.
    func row(at y: Int) -> Int? {
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
