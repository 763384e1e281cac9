import TermHostCore

public import FoundationEssentials

/// Compares values by the property at a key path, as Foundation's `KeyPathComparator` (which
/// `import SwiftUI` brings and FoundationEssentials does not have): what a `Table`'s `sortOrder`
/// holds, and what `array.sort(using: sortOrder)` uses.
///
/// ```swift
/// @State private var sortOrder = [KeyPathComparator(\Person.givenName)]
/// people.sort(using: sortOrder)
/// ```
///
/// A file that also imports Foundation sees two `KeyPathComparator`s: write `TermHost.KeyPathComparator`.
public struct KeyPathComparator<Compared>: SortComparator {
    /// The property compared.
    nonisolated(unsafe) public let keyPath: PartialKeyPath<Compared>
    /// Ascending (`.forward`) or descending (`.reverse`).
    public var order: SortOrder
    private let ascending: @Sendable (Compared, Compared) -> ComparisonResult

    /// Compares by the `Comparable` value at `keyPath`.
    public init<Value: Comparable & SendableMetatype>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
        self.keyPath = keyPath
        self.order = order
        nonisolated(unsafe) let path = keyPath
        ascending = { lhs, rhs in
            let left = lhs[keyPath: path]
            let right = rhs[keyPath: path]
            return left < right ? .orderedAscending : (right < left ? .orderedDescending : .orderedSame)
        }
    }

    public func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
        let result = ascending(lhs, rhs)
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.order == rhs.order
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyPath)
        hasher.combine(order)
    }
}
