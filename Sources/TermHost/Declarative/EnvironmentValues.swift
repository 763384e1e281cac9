/// A key for a value in the environment, with a default.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when nothing above set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: set with `.environment(\.key, value)`, read with `@Environment(\.key)`.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
