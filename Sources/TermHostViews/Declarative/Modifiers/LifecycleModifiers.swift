import TermHostCore

/// Runs actions when a view enters and leaves the tree (`.onAppear`, `.onDisappear`): exactly once
/// per insertion and once per removal, after the bodies of that frame were evaluated.
public struct AppearanceModifier: ViewModifier {
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?
    public typealias Body = Never
}

/// Starts an async task when a view appears and cancels it when the view disappears (`.task`).
/// With an `id`, a new value cancels the running task and starts another.
public struct TaskModifier: ViewModifier {
    let id: AnyHashable
    let action: @MainActor @Sendable () async -> Void
    public typealias Body = Never
}

/// Runs an action when a value changes between updates (`.onChange(of:)`).
public struct ChangeModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void
    public typealias Body = Never
}

extension View {
    /// Runs `action` each time the view is inserted into the tree.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` each time the view is removed from the tree.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, AppearanceModifier> {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs `action` as `Task { @MainActor in ... }` when the view appears; the task is cancelled
    /// when the view disappears.
    public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, TaskModifier> {
        modifier(TaskModifier(id: AnyHashable(0), action: action))
    }

    /// Like ``task(_:)``, and restarts the task (cancelling the old one) whenever `id` changes.
    public func task<ID: Hashable>(id: ID, _ action: @escaping @MainActor @Sendable () async -> Void)
        -> ModifiedContent<Self, TaskModifier> {
        modifier(TaskModifier(id: AnyHashable(id), action: action))
    }

    /// Runs `action` with the old and new value when `value` changes (and once at first when `initial`).
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping @MainActor (Value, Value) -> Void)
        -> ModifiedContent<Self, ChangeModifier<Value>> {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once at first when `initial`).
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, ChangeModifier<Value>> {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}
