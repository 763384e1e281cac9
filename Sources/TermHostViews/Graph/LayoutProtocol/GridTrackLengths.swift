/// The lengths of a scrolled grid's rows, and where each starts: the measured ones by index, the
/// rest at an estimate (the first row's height). Only lengths other than the estimate are kept, so
/// scrolling through a million rows of one height keeps nothing.
struct GridTrackLengths: Equatable {
    /// The number of tracks.
    private(set) var count = 0
    /// The length of a track not measured.
    private(set) var estimate = 1
    /// Cells between two tracks.
    var gap = 0
    /// Measured lengths other than the estimate, by index.
    private var known: [Int: Int] = [:]

    /// Forgets what was measured (the data changed shape).
    mutating func reset(count: Int) {
        self.count = count
        known.removeAll()
    }

    /// Sets the estimate; returns whether it changed.
    mutating func setEstimate(_ length: Int) -> Bool {
        guard length != estimate else { return false }
        estimate = length
        known = known.filter { $0.value != length }
        return true
    }

    func length(of index: Int) -> Int { known[index] ?? estimate }

    /// Sets the measured length of track `index`; returns whether it changed.
    mutating func setLength(_ length: Int, of index: Int) -> Bool {
        guard length != self.length(of: index) else { return false }
        known[index] = length == estimate ? nil : length
        return true
    }

    /// Where track `index` starts (for `index == count`, one gap past the end).
    func start(of index: Int) -> Int {
        var position = index * (estimate + gap)
        for (track, length) in known where track < index { position += length - estimate }
        return position
    }

    /// The length of all the tracks and the gaps between them.
    var total: Int { count == 0 ? 0 : start(of: count) - gap }

    /// The last track starting at or before `position` (0 when none does).
    func index(at position: Int) -> Int {
        var low = 0
        var high = max(0, count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if start(of: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
