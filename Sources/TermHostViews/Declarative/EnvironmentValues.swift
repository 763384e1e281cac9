import TermHostCore

/// A key for a value in the environment, with a default.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value stored under this key.
    associatedtype Value
    /// The value when nothing above set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: set with `.environment(\.key, value)`, read with `@Environment(\.key)`.
/// Objects are stored by type: `.environment(model)` / `@Environment(Model.self)`, and the classic
/// `.environmentObject(model)` / `@EnvironmentObject`.
public struct EnvironmentValues {
    /// Each value in a box of its key's value type: reading one is a class check, not a cast out of
    /// `Any` (views and nodes read the environment on every draw).
    private var values: [ObjectIdentifier: AnyEnvironmentValueBox] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { (values[ObjectIdentifier(key)] as? EnvironmentValueBox<Key.Value>)?.value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = EnvironmentValueBox(newValue) }
    }

    /// The object of type `type` put in the environment above, if any.
    public func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Puts `object` in the environment under its own type.
    public mutating func setObject<Object: AnyObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
    }
}

/// A value stored in an environment, seen without its type.
private class AnyEnvironmentValueBox {}

/// A value stored in an environment under a key whose value type is `Value` (immutable: an
/// environment copied for a child shares its boxes until one is set anew).
private final class EnvironmentValueBox<Value>: AnyEnvironmentValueBox {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
