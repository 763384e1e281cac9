/// A set of section numbers, as UIKit's table methods take them (`reloadSections(IndexSet(integer: 0), with: .none)`
/// or `reloadSections([0, 2], with: .none)`).
///
/// On Apple platforms `IndexSet` is Foundation's; this is TermHost's own with the members table code
/// uses. A file importing both `Foundation` and `TermHost` picks one as for ``IndexPath``
/// (`import struct TermHost.IndexSet`, or a module-wide typealias).
public struct IndexSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    private var members: Set<Int>

    /// An empty set.
    public init() { members = [] }

    /// The set holding `integer`.
    public init(integer: Int) { members = [integer] }

    /// The set holding every integer of `range`.
    public init(integersIn range: Range<Int>) { members = Set(range) }

    /// The set holding every integer of `range`.
    public init(integersIn range: ClosedRange<Int>) { members = Set(range) }

    /// The set holding the given integers.
    public init(_ integers: some Sequence<Int>) { members = Set(integers) }

    public init(arrayLiteral elements: Int...) { members = Set(elements) }

    /// The number of integers in the set.
    public var count: Int { members.count }

    /// Whether the set is empty.
    public var isEmpty: Bool { members.isEmpty }

    /// Whether `integer` is in the set.
    public func contains(_ integer: Int) -> Bool { members.contains(integer) }

    /// Adds `integer`.
    public mutating func insert(_ integer: Int) { members.insert(integer) }

    /// Removes `integer`.
    public mutating func remove(_ integer: Int) { members.remove(integer) }

    /// The integers in ascending order.
    public func makeIterator() -> Array<Int>.Iterator { members.sorted().makeIterator() }

    public var description: String { "\(members.sorted())" }
}
