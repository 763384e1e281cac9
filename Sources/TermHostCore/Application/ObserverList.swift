/// Callbacks registered for a value, called in registration order: the application's state observers
/// and the focus engine's focus-change handlers.
@MainActor
final class ObserverList<Value> {
    private var observers: [(token: Int, call: @MainActor (Value) -> Void)] = []
    private var nextToken = 0

    /// Whether nothing is registered.
    var isEmpty: Bool { observers.isEmpty }

    /// Registers `call`; returns the token ``remove(_:)`` takes.
    func add(_ call: @escaping @MainActor (Value) -> Void) -> Int {
        nextToken += 1
        observers.append((nextToken, call))
        return nextToken
    }

    /// Stops calling the callback registered with `token` (an unknown token is ignored).
    func remove(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    /// Calls every callback with `value`.
    func notify(_ value: Value) {
        for observer in observers { observer.call(value) }
    }
}
