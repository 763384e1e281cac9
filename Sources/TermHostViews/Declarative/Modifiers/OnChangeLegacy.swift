import TermHostCore

extension View {
    /// Runs `action` with the new value when `value` changes: the one-argument form SwiftUI deprecated
    /// in iOS 17 and most ported code uses (`.onChange(of: text) { newValue in … }`).
    public func onChange<Value: Equatable>(of value: Value, perform action: @escaping @MainActor (_ newValue: Value) -> Void)
        -> ModifiedContent<Self, ChangeModifier<Value>> {
        modifier(ChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}
