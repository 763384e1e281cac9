import TermHostCore

/// The columns of a table row (its header and every line): fixed widths first, then the other
/// columns share what is left equally within their limits; one column between columns; each cell
/// is offered its column's width and one line.
struct TableColumnsLayout: Layout {
    let widths: [TableColumnWidth]

    /// Each column's width when the table is `total` wide (`nil`: ideal widths, 10 for a column without one).
    static func resolve(_ widths: [TableColumnWidth], total: Int?) -> [Int] {
        let gaps = max(0, widths.count - 1)
        let fixed = widths.reduce(0) { sum, width in
            if case .fixed(let length) = width { return sum + length }
            return sum
        }
        let flexibleCount = widths.filter { if case .fixed = $0 { return false } else { return true } }.count
        var remaining = max(0, (total ?? 0) - gaps - fixed)
        var left = flexibleCount
        return widths.map { width in
            switch width {
            case .fixed(let length):
                return length
            case .flexible(let minimum, let ideal, let maximum):
                guard total != nil else { return ideal ?? minimum ?? 10 }
                let share = left > 0 ? remaining / left : 0
                let length = min(maximum ?? .infinity, max(minimum ?? 0, share))
                remaining = max(0, remaining - length)
                left -= 1
                return length
            }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let lengths = Self.resolve(widths, total: proposal.width)
        return Size(width: lengths.reduce(0, +) + max(0, lengths.count - 1), height: 1)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let lengths = Self.resolve(widths, total: bounds.width)
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() where index < lengths.count {
            subview.place(at: Point(x: x, y: bounds.minY), proposal: ProposedViewSize(width: lengths[index], height: 1))
            x += lengths[index] + 1
        }
    }
}
