import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what an `.onDelete` action is given):
    /// `items.remove(atOffsets: offsets)`. Offsets past the end are ignored.
    @_alwaysEmitIntoClient
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element that was at `destination` (or to the
    /// end when `destination` is the count), keeping their order: what an `.onMove` action is given.
    /// Moving the element at 0 one place down is `move(fromOffsets: [0], toOffset: 2)`.
    @_alwaysEmitIntoClient
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(0, destination), elements.count)
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for offset in 0...elements.count {
            if offset == target { result.append(contentsOf: moving.map { elements[$0] }) }
            if offset < elements.count && !source.contains(offset) { result.append(elements[offset]) }
        }
        var position = startIndex
        for element in result {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
