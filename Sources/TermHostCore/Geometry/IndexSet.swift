/// A sorted set of non-negative integers, as Foundation's `IndexSet`: the offsets `.onDelete` and
/// `.onMove` hand their actions (and `remove(atOffsets:)` / `move(fromOffsets:toOffset:)` take), and
/// the section numbers UIKit's table methods take (`reloadSections(IndexSet(integer: 0), with: .none)`).
///
/// Foundation's lives in full Foundation (the library links only FoundationEssentials), so TermHost
/// has its own with the same everyday API: `IndexSet(integer:)`, `IndexSet(integersIn:)`, `contains`,
/// `insert`, `remove`, `first`, `last`, `count`, iteration in ascending order and the set operations.
/// A file importing both `Foundation` and `TermHost` picks one as for ``IndexPath``
/// (`import struct TermHost.IndexSet`, or a module-wide typealias).
public struct IndexSet: Hashable, Sendable, SetAlgebra, RandomAccessCollection, CustomStringConvertible {
    /// The offsets, ascending and without repeats.
    private var offsets: [Int]

    /// An empty set.
    public init() {
        offsets = []
    }

    /// A set holding one offset.
    public init(integer: Int) {
        offsets = [integer]
    }

    /// A set holding every offset of `range`.
    public init(integersIn range: Range<Int>) {
        offsets = Array(range)
    }

    /// A set holding every offset of `range`.
    public init(integersIn range: ClosedRange<Int>) {
        offsets = Array(range)
    }

    /// A set holding the offsets of `sequence`.
    public init<S: Sequence>(_ sequence: S) where S.Element == Int {
        offsets = Array(Set(sequence)).sorted()
    }

    public init(arrayLiteral elements: Int...) {
        self.init(elements)
    }

    // MARK: Collection

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }
    public subscript(position: Int) -> Int { offsets[position] }
    public var isEmpty: Bool { offsets.isEmpty }
    public var count: Int { offsets.count }

    /// The smallest offset.
    public var first: Int? { offsets.first }
    /// The largest offset.
    public var last: Int? { offsets.last }

    public var description: String { "\(offsets)" }

    // MARK: SetAlgebra

    private func position(of member: Int) -> (found: Bool, index: Int) {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < member { low = middle + 1 } else { high = middle }
        }
        return (low < offsets.count && offsets[low] == member, low)
    }

    public func contains(_ member: Int) -> Bool {
        position(of: member).found
    }

    @discardableResult
    public mutating func insert(_ newMember: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        let (found, index) = position(of: newMember)
        if found { return (false, newMember) }
        offsets.insert(newMember, at: index)
        return (true, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Int) -> Int? {
        let (found, index) = position(of: member)
        guard found else { return nil }
        return offsets.remove(at: index)
    }

    @discardableResult
    public mutating func update(with newMember: Int) -> Int? {
        insert(newMember).inserted ? nil : newMember
    }

    public func union(_ other: IndexSet) -> IndexSet {
        IndexSet(offsets + other.offsets)
    }

    public func intersection(_ other: IndexSet) -> IndexSet {
        IndexSet(offsets.filter(other.contains))
    }

    public func symmetricDifference(_ other: IndexSet) -> IndexSet {
        IndexSet(offsets.filter { !other.contains($0) } + other.offsets.filter { !contains($0) })
    }

    public mutating func formUnion(_ other: IndexSet) { self = union(other) }
    public mutating func formIntersection(_ other: IndexSet) { self = intersection(other) }
    public mutating func formSymmetricDifference(_ other: IndexSet) { self = symmetricDifference(other) }
}
