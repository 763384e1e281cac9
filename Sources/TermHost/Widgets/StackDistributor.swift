/// The arithmetic of a stack's distributions: lengths along the axis and the gap before each subview.
enum StackDistributor {
    /// Shares `available` cells among subviews of `natural` lengths.
    ///
    /// - Returns: each subview's length and the gap before it (zero before the first).
    static func lengths(natural: [Int], flexible: [Bool], available: Int, spacing: Int,
                        distribution: StackWidget.Distribution) -> (lengths: [Int], leadingGaps: [Int]) {
        let count = natural.count
        guard count > 0 else { return ([], []) }
        let gapsTotal = spacing * (count - 1)
        var gaps = [0] + Array(repeating: spacing, count: count - 1)
        switch distribution {
        case .fill:
            var lengths = natural
            let extra = available - natural.reduce(0, +) - gapsTotal
            let stretchable = (0..<count).filter { flexible[$0] }
            if extra > 0, !stretchable.isEmpty {
                let shares = split(extra, into: stretchable.count)
                for (share, index) in zip(shares, stretchable) { lengths[index] += share }
            }
            return (lengths, gaps)
        case .fillEqually:
            return (split(max(0, available - gapsTotal), into: count), gaps)
        case .equalSpacing:
            guard count > 1 else { return (natural, gaps) }
            let room = max(gapsTotal, available - natural.reduce(0, +))
            gaps = [0] + split(room, into: count - 1)
            return (natural, gaps)
        }
    }

    /// `total` split into `parts` whole shares that differ by at most one, larger ones first.
    static func split(_ total: Int, into parts: Int) -> [Int] {
        guard parts > 0 else { return [] }
        let base = total / parts, remainder = total % parts
        return (0..<parts).map { base + ($0 < remainder ? 1 : 0) }
    }
}
