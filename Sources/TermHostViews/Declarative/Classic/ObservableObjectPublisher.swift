import TermHostCore
import Synchronization

/// The publisher of an ``ObservableObject``: it tells subscribers that the object is about to change.
///
/// TermHost's own, small stand-in for Combine's publisher (Combine does not exist on Linux):
/// ``send()`` and ``sink(receiveValue:)`` are all views and ported code need. Thread-safe.
public final class ObservableObjectPublisher: Sendable {
    private struct Subscribers {
        var next = 0
        var handlers: [Int: @Sendable () -> Void] = [:]
    }

    private let subscribers = Mutex(Subscribers())

    /// Creates a publisher.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        let handlers = subscribers.withLock { Array($0.handlers.values) }
        for handler in handlers { handler() }
    }

    /// Calls `receiveValue` on every ``send()`` until the returned cancellable is cancelled or released.
    public func sink(receiveValue: @escaping @Sendable () -> Void) -> AnyCancellable {
        let id = subscribers.withLock { state in
            state.next += 1
            state.handlers[state.next] = receiveValue
            return state.next
        }
        return AnyCancellable { [weak self] in
            _ = self?.subscribers.withLock { $0.handlers.removeValue(forKey: id) }
        }
    }

    var subscriberCount: Int { subscribers.withLock { $0.handlers.count } }
}

/// A subscription that ends when cancelled or released.
public final class AnyCancellable: Hashable, Sendable {
    private let onCancel: Mutex<(@Sendable () -> Void)?>

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        onCancel = Mutex(cancel)
    }

    deinit { cancel() }

    /// Ends the subscription.
    public func cancel() {
        let action = onCancel.withLock { value -> (@Sendable () -> Void)? in
            defer { value = nil }
            return value
        }
        action?()
    }

    /// Keeps the cancellable in `set` (released, and so cancelled, with the set).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
