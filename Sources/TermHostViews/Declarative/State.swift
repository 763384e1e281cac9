import TermHostCore

/// State owned by a view: kept by TermHost across body evaluations for as long as the view keeps
/// its identity, and reset when the identity changes. Changing it re-evaluates only the bodies that read it.
@propertyWrapper
@MainActor
public struct State<Value>: DynamicProperty, LinkableProperty {
    private let initialValue: Value
    private let location = StateLocation<Value>()

    /// Creates state with an initial value.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// Creates state with an initial value.
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The current value. Setting it schedules an update of the views that read it.
    public var wrappedValue: Value {
        get { location.box?.value ?? initialValue }
        nonmutating set {
            if let box = location.box {
                box.value = newValue
            }
        }
    }

    /// A binding to the value, for controls that edit it (`$name`).
    public var projectedValue: Binding<Value> {
        let location = self.location
        let initialValue = self.initialValue
        return Binding(get: { location.box?.value ?? initialValue },
                       set: { newValue in location.box?.value = newValue },
                       modify: { change in location.box?.modify(change) })
    }

    func link(_ linker: PropertyLinker) {
        let initialValue = self.initialValue
        location.box = linker.nextSlot { StateBox(initialValue) }
    }
}

/// Where a `State` value finds the storage its node keeps.
@MainActor
final class StateLocation<Value> {
    var box: StateBox<Value>?
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
