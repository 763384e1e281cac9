import TermHostCore

/// A list of values of any `Hashable` types, the stack of a `NavigationStack`: SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(order)        // pushes the destination for `Order`
/// path.removeLast()         // pops it
/// ```
public struct NavigationPath: Equatable {
    /// The values, root side first.
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of `elements`, first one at the bottom.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds (how many views are pushed).
    public var count: Int { elements.count }

    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}

/// How a `NavigationStack` reads and writes its path, whatever its type (`NavigationPath`, an array of
/// one type, or the stack's own storage).
@MainActor
struct NavigationPathAccess {
    /// The values on the path (read under observation by the stack's node).
    let read: @MainActor () -> [AnyHashable]
    /// Replaces the values; returns false (changing nothing) when a value is not of the path's type.
    let write: @MainActor ([AnyHashable]) -> Bool

    init(_ path: Binding<NavigationPath>) {
        read = { path.wrappedValue.elements }
        write = { elements in
            path.wrappedValue.elements = elements
            return true
        }
    }

    init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(_ path: Binding<Data>)
        where Data.Element: Hashable {
        read = { path.wrappedValue.map { AnyHashable($0) } }
        write = { elements in
            let typed = elements.compactMap { $0.base as? Data.Element }
            guard typed.count == elements.count else { return false }
            path.wrappedValue = Data(typed)
            return true
        }
    }
}
