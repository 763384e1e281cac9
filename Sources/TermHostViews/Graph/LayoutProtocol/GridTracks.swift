import TermHostCore

/// The columns of a `LazyVGrid` (rows of a `LazyHGrid`) for a length offered across the grid, as
/// SwiftUI sizes `GridItem`s: fixed items take their size; the rest of the length, less the
/// spacing, is shared among the others with the stack rule (``StackRule/share(_:priorities:length:)``,
/// least flexible first), a flexible item kept between its minimum and maximum; an adaptive item
/// turns its share into as many tracks of at least its minimum as fit (at least one), each at most
/// its maximum. Without an offer (or an unbounded one) every item takes its minimum (an adaptive
/// one makes one track).
@MainActor
struct GridTracks: Equatable {
    struct Track: Equatable {
        /// Where the track starts across the grid.
        let start: Int
        let length: Int
        let alignment: Alignment?
    }

    let tracks: [Track]
    /// The length of all the tracks and the spacing between them.
    let length: Int

    init(_ items: [GridItem], offered: Int?, defaultSpacing: Int) {
        let spacings = items.map { max(0, $0.spacing ?? defaultSpacing) }
        let gaps = spacings.dropLast().reduce(0, +)
        let bounded = offered.flatMap { $0 >= Int.infinity / 2 ? nil : $0 }
        let takes: [Int] = if let bounded {
            StackRule.share(bounded - gaps, priorities: items.map { _ in 0 }) { Self.length(of: items[$0], offer: $1) }
                .enumerated().map { Self.length(of: items[$0.offset], offer: $0.element) }
        } else {
            items.map { Self.length(of: $0, offer: nil) }
        }
        var tracks: [Track] = []
        var position = 0
        for (index, item) in items.enumerated() {
            for length in Self.split(takes[index], of: item.size, spacing: spacings[index], bounded: bounded != nil) {
                tracks.append(Track(start: position, length: length, alignment: item.alignment))
                position += length + spacings[index]
            }
        }
        self.tracks = tracks
        length = tracks.last.map { $0.start + $0.length } ?? 0
    }

    /// What `item` takes of `offer` (`nil` asks for its ideal, its minimum).
    private static func length(of item: GridItem, offer: Int?) -> Int {
        switch item.size {
        case .fixed(let size): max(0, size)
        case .flexible(let minimum, let maximum): offer.map { min(max($0, minimum), max(minimum, maximum)) } ?? max(0, minimum)
        case .adaptive(let minimum, _): offer.map { max($0, minimum) } ?? max(0, minimum)
        }
    }

    /// The tracks an item of `size` makes of the `take` it was given: one, or for an adaptive item
    /// as many of at least its minimum as fit, sharing the take (the first ones get the remainder).
    private static func split(_ take: Int, of size: GridItem.Size, spacing: Int, bounded: Bool) -> [Int] {
        guard case .adaptive(let minimum, let maximum) = size, bounded else { return [take] }
        let count = max(1, (take + spacing) / (max(1, minimum) + spacing))
        let available = take - (count - 1) * spacing
        return (0..<count).map { index in
            min(max(minimum, maximum), available / count + (index < available % count ? 1 : 0))
        }
    }
}
