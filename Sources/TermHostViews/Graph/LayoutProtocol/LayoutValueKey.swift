import TermHostCore

/// A key for a value a view hands to the ``Layout`` that arranges it, as in SwiftUI:
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subview[Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// Attaches a layout value to a view (`.layoutValue(key:value:)`).
public struct LayoutValueModifier<Key: LayoutValueKey>: ViewModifier {
    let value: Key.Value
    public typealias Body = Never
}

extension View {
    /// Hands `value` for `key` to the layout that arranges this view (read with `subview[key]`).
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value)
        -> ModifiedContent<Self, LayoutValueModifier<Key>> {
        modifier(LayoutValueModifier(value: value))
    }
}

/// The node of `.layoutValue(key:value:)`.
@MainActor
final class LayoutValueNode<Key: LayoutValueKey>: ModifierNode {
    private var value: Key.Value?

    override func apply(_ modifier: any ViewModifier) {
        guard let newValue = (modifier as? LayoutValueModifier<Key>)?.value else { return }
        if let value, valuesAreEqual(value, newValue) { return }
        value = newValue
        invalidateLayout()
    }

    override func layoutValue<Other: LayoutValueKey>(for key: Other.Type) -> Other.Value? {
        if key == Key.self, let value = value as? Other.Value { return value }
        return super.layoutValue(for: key)
    }
}

extension LayoutValueModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        LayoutValueNode<Key>(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
