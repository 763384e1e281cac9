import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The subviews of a widget sorted by their top edge, so a redraw finds the ones meeting a region
/// by binary search instead of testing every subview. Built on demand for widgets with many
/// subviews, and dropped whenever a subview is added, removed, reordered or moves.
@MainActor
struct SubviewIndex {
    /// Subviews with fewer siblings than this are simply filtered.
    static let threshold = 32

    private var tops: [Int] = []
    private var positions: [Int] = []
    private var tallest = 0

    init(_ subviews: [Widget]) {
        let order = subviews.indices.sorted { subviews[$0].frame.minY < subviews[$1].frame.minY }
        positions = order
        tops = order.map { subviews[$0].frame.minY }
        tallest = subviews.map { max(0, $0.frame.height) }.max() ?? 0
    }

    /// The visible subviews meeting `rect`, back to front.
    func subviews(of subviews: [Widget], intersecting rect: Rect) -> [Widget] {
        var low = 0, high = tops.count
        let firstTop = rect.minY - tallest
        while low < high {
            let mid = (low + high) / 2
            if tops[mid] < firstTop { low = mid + 1 } else { high = mid }
        }
        var hits: [Int] = []
        var index = low
        while index < tops.count, tops[index] < rect.maxY {
            let view = subviews[positions[index]]
            if !view.isHidden, view.frame.intersects(rect) { hits.append(positions[index]) }
            index += 1
        }
        return hits.sorted().map { subviews[$0] }
    }
}
