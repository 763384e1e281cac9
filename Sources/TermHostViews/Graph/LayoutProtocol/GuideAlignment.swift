import TermHostCore

/// Views lined up on one alignment guide along one axis, as SwiftUI lines up a stack's children on
/// its cross axis and a `ZStack`'s on both: each view's guide on one line, the group as long as the
/// union of the views. Guide values are exact (a centre may fall between cells) and each origin is
/// rounded down to a cell at the end, so centring `w` in `W` starts at `(W - w) / 2`.
@MainActor
struct GuideLineUp {
    /// Each view's origin from the group's start, exact.
    private let origins: [Double]
    /// Where the guide lies from the group's start, exact.
    private let line: Double
    /// The group's length in cells.
    let length: Int
    /// Where the group sits in a longer space: the guide's fraction (0 for baselines and custom guides).
    private let fraction: Double

    init(_ key: AlignmentKey, dimensions: [ViewDimensions]) {
        // Loops, not closures: a closure in main-actor code checks its executor on every call.
        var values: [Double] = []
        var lengths: [Int] = []
        values.reserveCapacity(dimensions.count)
        lengths.reserveCapacity(dimensions.count)
        for dimension in dimensions {
            values.append(dimension.value(of: key))
            lengths.append(dimension.length(along: key.axis))
        }
        self.init(key, values: values, lengths: lengths)
    }

    /// Views of `sizes` whose explicit values of a geometric guide `key` are `explicitValues` (`nil`:
    /// the default, a fraction of the size).
    init(_ key: AlignmentKey, sizes: [Size], explicitValues: [Double?]) {
        var values: [Double] = []
        var lengths: [Int] = []
        values.reserveCapacity(sizes.count)
        lengths.reserveCapacity(sizes.count)
        for (size, explicit) in zip(sizes, explicitValues) {
            values.append(explicit ?? key.defaultValue(in: ViewDimensions(size: size)))
            lengths.append(size.length(along: key.axis))
        }
        self.init(key, values: values, lengths: lengths)
    }

    private nonisolated init(_ key: AlignmentKey, values: [Double], lengths: [Int]) {
        let starts = values.map { -$0 }
        let lowest = starts.min() ?? 0
        let highest = zip(starts, lengths).map { $0 + Double($1) }.max() ?? 0
        origins = starts.map { $0 - lowest }
        line = -lowest
        length = Int((highest - lowest).rounded(.up))
        fraction = key.fraction ?? 0
    }

    /// Where view `index` starts when the group is laid out in `available` cells.
    func origin(of index: Int, in available: Int) -> Int {
        Int((origins[index] + shift(in: available)).rounded(.down))
    }

    /// The guide's position when the group is laid out in `available` cells.
    func guide(in available: Int) -> Double { line + shift(in: available) }

    private func shift(in available: Int) -> Double { fraction * Double(available - length) }
}

extension Alignment {
    /// Where `child` goes in a container of `size` so that their guides of this alignment meet
    /// (the container keeps its default guides; the child's own `.alignmentGuide`s count).
    @MainActor
    func origin(of child: ViewDimensions, in size: Size) -> Point {
        let container = ViewDimensions(size: size)
        return Point(x: ViewDimensions.cell(container.value(of: horizontal.key) - child.value(of: horizontal.key)),
                     y: ViewDimensions.cell(container.value(of: vertical.key) - child.value(of: vertical.key)))
    }
}

extension ViewNode {
    /// The baselines of a node that shows lines of text: the first under its first row (1), the
    /// last under its last row (its height).
    func textBaseline(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        switch key.baseline {
        case .first: return 1
        case .last: return Double(max(1, measure(proposal).height))
        case nil: return nil
        }
    }
}
