import TermHostCore

/// Where focus is, as state a view can read and set: `@FocusState private var isFocused: Bool`
/// with `.focused($isFocused)`, or `@FocusState private var field: Field?` with
/// `.focused($field, equals: .name)`. Setting it moves focus; moving focus updates it.
@propertyWrapper
@MainActor
public struct FocusState<Value: Hashable>: DynamicProperty, LinkableProperty {
    private let initialValue: Value
    private let location = StateLocation<Value>()

    /// Focus state that is `false` while nothing bound to it is focused.
    public init() where Value == Bool {
        initialValue = false
    }

    /// Focus state that is `nil` while nothing bound to it is focused.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        initialValue = nil
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { location.box?.value ?? initialValue }
        nonmutating set { location.box?.value = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding {
        let location = self.location
        let initialValue = self.initialValue
        return Binding(get: { location.box?.value ?? initialValue }, set: { location.box?.value = $0 })
    }

    func link(_ linker: PropertyLinker) {
        let initialValue = self.initialValue
        location.box = linker.nextSlot { StateBox(initialValue) }
    }

    /// A binding to focus state, made with `$isFocused`.
    @propertyWrapper
    @MainActor
    public struct Binding {
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void

        /// The focused value.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

/// Ties focus of the first focusable control in a view to a ``FocusState`` (`.focused`).
public struct FocusedModifier: ViewModifier {
    let isBound: @MainActor () -> Bool
    let setBound: @MainActor (Bool) -> Void
    public typealias Body = Never
}

extension View {
    /// Focuses this view's first control while `binding` is true, and keeps `binding` true while it is focused.
    public func focused(_ binding: FocusState<Bool>.Binding) -> ModifiedContent<Self, FocusedModifier> {
        modifier(FocusedModifier(isBound: { binding.wrappedValue }, setBound: { binding.wrappedValue = $0 }))
    }

    /// Focuses this view's first control while `binding` equals `value`, and sets it to `value`
    /// while it is focused (back to `nil` when focus leaves).
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
        -> ModifiedContent<Self, FocusedModifier> {
        modifier(FocusedModifier(isBound: { binding.wrappedValue == value }, setBound: { isFocused in
            if isFocused {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value {
                binding.wrappedValue = nil
            }
        }))
    }
}
