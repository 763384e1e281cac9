import Foundation
import Observation
import TermHostViews

/// A view property kept in `UserDefaults` (`@AppStorage("isDarkMode") var isDarkMode = false`), as in
/// SwiftUI: reading it gives the stored value (or the default when none is stored), setting it stores
/// the value and updates every view that reads the same key of the same store. `$property` is a
/// ``Binding``. On Linux `UserDefaults.standard` keeps its values in a file under the user's home.
/// Values set behind its back (`UserDefaults.standard.set`) show at the views' next update.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    // Closures made by the initializers below, which are emitted into the app: this type itself names no
    // Foundation type, so a program that never uses it links none of Foundation (see `Exports.swift`).
    private let defaultValue: Value
    private let read: @MainActor () -> Value?
    private let write: @MainActor (Value) -> Void
    private let change: AppStorageChange

    @usableFromInline
    init(key: String, defaultValue: Value, store: ObjectIdentifier, read: @escaping @MainActor () -> Value?,
         write: @escaping @MainActor (Value) -> Void) {
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
        change = AppStorageChange.shared(for: key, in: store)
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get {
            _ = change.version
            return read() ?? defaultValue
        }
        nonmutating set {
            write(newValue)
            change.version += 1
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A value kept under `key` of `store` (`.standard` when `nil`), read with `read` and written with `write`.
    @_alwaysEmitIntoClient @usableFromInline
    init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping @MainActor (UserDefaults, String) -> Value?,
         write: @escaping @MainActor (UserDefaults, String, Value) -> Void) {
        let defaults = store ?? .standard
        self.init(key: key, defaultValue: defaultValue, store: ObjectIdentifier(defaults),
                  read: { read(defaults, key) }, write: { write(defaults, key, $0) })
    }

    @_alwaysEmitIntoClient @usableFromInline
    static func plain(_ defaults: UserDefaults, _ key: String) -> Value? {
        defaults.object(forKey: key) as? Value
    }

    @_alwaysEmitIntoClient @usableFromInline
    static func storePlain(_ defaults: UserDefaults, _ key: String, _ value: Value) {
        defaults.set(value, forKey: key)
    }

    /// A stored Boolean.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain, write: Self.storePlain)
    }

    /// A stored integer.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain, write: Self.storePlain)
    }

    /// A stored floating-point number.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain, write: Self.storePlain)
    }

    /// A stored string.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain, write: Self.storePlain)
    }

    /// Stored data.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: Self.plain, write: Self.storePlain)
    }

    /// A stored URL.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) },
                  write: { $0.set($2, forKey: $1) })
    }

    /// A stored enumeration with integer raw values.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? Int).flatMap { Value(rawValue: $0) } },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A stored enumeration with string raw values.
    @_alwaysEmitIntoClient
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? String).flatMap { Value(rawValue: $0) } },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A stored optional string (`nil` removes it).
    @_alwaysEmitIntoClient
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0.object(forKey: $1) as? String },
                  write: { defaults, key, value in
                      if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
                  })
    }

    /// A stored optional integer (`nil` removes it).
    @_alwaysEmitIntoClient
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0.object(forKey: $1) as? Int },
                  write: { defaults, key, value in
                      if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
                  })
    }
}

/// The change count of one key of one store, which the views that read it observe.
@MainActor
@Observable
final class AppStorageChange {
    var version = 0

    private struct StoreKey: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    @ObservationIgnored private static var changes: [StoreKey: AppStorageChange] = [:]

    /// The one change counter of `key` in `store`.
    static func shared(for key: String, in store: ObjectIdentifier) -> AppStorageChange {
        let storeKey = StoreKey(store: store, key: key)
        if let change = changes[storeKey] { return change }
        let change = AppStorageChange()
        changes[storeKey] = change
        return change
    }
}
