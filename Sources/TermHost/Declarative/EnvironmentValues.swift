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
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
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
