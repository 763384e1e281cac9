import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// How one visible arranged subview may be sized along a stack's axis, measured at the stack's breadth.
struct StackItemSizing: Equatable {
    /// The priority of something that does not resist at all (below every real priority).
    static let unresisted: Float = -1

    /// Its natural length (its fitting size along the axis).
    var length: Int
    /// The shortest length its required constraints allow.
    var minimum: Int = 0
    /// The longest length its required constraints allow (nil: no limit).
    var maximum: Int?
    /// How strongly it resists growing beyond ``length`` (its content hugging; ``unresisted`` when nothing holds it).
    var stretchPriority: Float = StackItemSizing.unresisted
    /// How strongly it resists shrinking below ``length`` (its compression resistance).
    var shrinkPriority: Float = LayoutPriority.defaultHigh.rawValue
    /// Its length across the axis (the stack's breadth with `.fill` alignment).
    var across: Int = 0
}

/// The arithmetic of a stack's distributions, as UIKit documents them: each subview's length along
/// the axis and the gap before it.
///
/// - `.fill`: natural lengths; space left over stretches the subviews that resist growing least (lowest
///   content hugging; one without an intrinsic length does not resist), a shortfall shrinks those that
///   resist shrinking least (lowest compression resistance), never past their required limits. Ties go
///   by index in `arrangedSubviews`: the later subview stretches or shrinks first. When the required
///   lengths and the spacing cannot fit at all, nothing shrinks (the stack reports it once).
/// - `.fillEqually`: every subview the same length.
/// - `.fillProportionally`: lengths in proportion to the natural lengths.
/// - `.equalSpacing`: natural lengths, equal gaps (at least the spacing); `.equalCentering`: equal
///   distances between centres (gaps at least the spacing). When they do not fit, the gaps fall back to
///   the spacing and the subviews shrink as with `.fill`.
enum StackDistributor {
    /// The lengths and gaps for `items` in `available` cells; `gaps[i]` is the minimum gap after item `i`.
    /// (Plain loops over the items: a stack places all of them on every layout, so each costs a few
    /// instructions, with no key-path or closure call.)
    static func place(_ items: [StackItemSizing], gaps: [Int], available: Int,
                      distribution: StackWidget.Distribution) -> (lengths: [Int], leadingGaps: [Int]) {
        let count = items.count
        guard count > 0 else { return ([], []) }
        let (minimumGaps, gapTotal) = leadingGaps(gaps, count: count)
        switch distribution {
        case .fill:
            return (fill(items, room: available - gapTotal), minimumGaps)
        case .fillEqually:
            return (split(max(0, available - gapTotal), into: count), minimumGaps)
        case .fillProportionally:
            return (proportional(naturalLengths(items).lengths, room: max(0, available - gapTotal)), minimumGaps)
        case .equalSpacing:
            let (natural, total) = naturalLengths(items)
            let room = available - total
            guard count > 1, room >= gapTotal else { return (fill(items, room: available - gapTotal), minimumGaps) }
            return (natural, equalGaps(room: room, minimums: minimumGaps))
        case .equalCentering:
            let natural = naturalLengths(items).lengths
            guard count > 1, let gaps = centeredGaps(natural, minimums: minimumGaps, available: available) else {
                return (fill(items, room: available - gapTotal), minimumGaps)
            }
            return (natural, gaps)
        }
    }

    /// The gap before each of `count` items (none before the first; `gaps[i]` after item `i`) and their sum.
    private static func leadingGaps(_ gaps: [Int], count: Int) -> (gaps: [Int], total: Int) {
        var leading = [Int]()
        leading.reserveCapacity(count)
        leading.append(0)
        var total = 0
        for index in 0..<min(count - 1, gaps.count) {
            leading.append(gaps[index])
            total += gaps[index]
        }
        return (leading, total)
    }

    /// The items' natural lengths and their sum.
    private static func naturalLengths(_ items: [StackItemSizing]) -> (lengths: [Int], total: Int) {
        var lengths = [Int]()
        lengths.reserveCapacity(items.count)
        var total = 0
        for item in items {
            lengths.append(item.length)
            total += item.length
        }
        return (lengths, total)
    }

    /// The length along the axis the items need (the stack's content length).
    static func contentLength(_ lengths: [Int], gaps: [Int], distribution: StackWidget.Distribution) -> Int {
        let count = lengths.count
        guard count > 0 else { return 0 }
        let (minimumGaps, gapTotal) = leadingGaps(gaps, count: count)
        switch distribution {
        case .fillEqually:
            return (lengths.max() ?? 0) * count + gapTotal
        case .equalCentering where count > 1:
            var distance = 0
            for index in 1..<count {
                distance = max(distance, 2 * minimumGaps[index] + lengths[index - 1] + lengths[index])
            }
            return (lengths[0] + lengths[count - 1] + distance * (count - 1) + 1) / 2
        default:
            var total = gapTotal
            for length in lengths { total += length }
            return total
        }
    }

    /// `.fill`: natural lengths adjusted by hugging and compression resistance to add up to `room`.
    /// When even the required minimum lengths do not fit (the layout cannot be satisfied), every
    /// subview keeps its natural length and the last ones extend past the end.
    static func fill(_ items: [StackItemSizing], room: Int) -> [Int] {
        var (lengths, total) = naturalLengths(items)
        var delta = room - total
        guard delta != 0 else { return lengths }
        if delta < 0 {
            var required = 0
            for item in items { required += item.minimum }
            guard required <= room else { return lengths }
        }
        let growing = delta > 0
        var priorities: [Float] = []
        for item in items {
            let priority = growing ? item.stretchPriority : item.shrinkPriority
            if !priorities.contains(priority) { priorities.append(priority) }
        }
        priorities.sort()
        for priority in priorities {
            for index in items.indices.reversed() {
                if delta == 0 { break }
                let item = items[index]
                guard (growing ? item.stretchPriority : item.shrinkPriority) == priority else { continue }
                if growing {
                    let give = item.maximum.map { min(delta, max(0, $0 - lengths[index])) } ?? delta
                    lengths[index] += give
                    delta -= give
                } else {
                    let take = min(-delta, max(0, lengths[index] - item.minimum))
                    lengths[index] -= take
                    delta += take
                }
            }
            if delta == 0 { break }
        }
        return lengths
    }

    /// Lengths proportional to `natural` adding up to `room` (largest remainders first); equal shares
    /// when no subview has a natural length.
    static func proportional(_ natural: [Int], room: Int) -> [Int] {
        let total = natural.reduce(0, +)
        guard total > 0 else { return split(room, into: natural.count) }
        var lengths = natural.map { $0 * room / total }
        let remainders = natural.indices.sorted { natural[$0] * room % total > natural[$1] * room % total }
        var left = room - lengths.reduce(0, +)
        for index in remainders where left > 0 {
            lengths[index] += 1
            left -= 1
        }
        return lengths
    }

    /// `room` cells shared equally among the gaps when that keeps each at its minimum or more, else
    /// each gap's minimum plus an equal share of the rest.
    static func equalGaps(room: Int, minimums: [Int]) -> [Int] {
        let inner = Array(minimums.dropFirst())
        let equal = split(room, into: inner.count)
        if zip(equal, inner).allSatisfy({ $0 >= $1 }) { return [0] + equal }
        let shares = split(room - inner.reduce(0, +), into: inner.count)
        return [0] + zip(inner, shares).map { $0 + $1 }
    }

    /// Gaps that put the centres at equal distances with the first subview at the start and the last
    /// at the end of `available`; nil when that would make a gap smaller than its minimum.
    static func centeredGaps(_ lengths: [Int], minimums: [Int], available: Int) -> [Int]? {
        let count = lengths.count
        let span = Double(available) - Double(lengths[0] + lengths[count - 1]) / 2
        let distance = span / Double(count - 1)
        var gaps = [0]
        var end = lengths[0]
        for index in 1..<count {
            let centre = Double(lengths[0]) / 2 + distance * Double(index)
            let start = CellRounding.cell(centre - Double(lengths[index]) / 2)
            let gap = start - end
            guard gap >= minimums[index] else { return nil }
            gaps.append(gap)
            end = start + lengths[index]
        }
        return gaps
    }

    /// `total` split into `parts` whole shares that differ by at most one, larger ones first.
    static func split(_ total: Int, into parts: Int) -> [Int] {
        guard parts > 0 else { return [] }
        let base = total / parts, remainder = total % parts
        return (0..<parts).map { base + ($0 < remainder ? 1 : 0) }
    }
}
