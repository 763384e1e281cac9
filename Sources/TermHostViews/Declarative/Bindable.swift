import TermHostCore
import Observation

/// Makes bindings to the properties of an `@Observable` object: `TextField("Name", text: $model.name)`.
///
/// Use it on a view property (`@Bindable var model: Model`) or on a local variable inside `body`
/// (`@Bindable var model = model`).
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `object`.
    public init(_ object: Value) {
        self.wrappedValue = object
    }

    /// The bindable wrapper itself (`$model`).
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
