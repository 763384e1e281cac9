/// A two-way connection to a value owned elsewhere: a view's `@State`, a model, or a widget property.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    /// A binding that reads and writes through closures, e.g. onto a widget's property.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding from another binding (the `@Binding var x: T` initializer form).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Member>(get: { getter()[keyPath: keyPath] },
                               set: { member in
                                   var value = getter()
                                   value[keyPath: keyPath] = member
                                   setter(value)
                               })
    }
}

extension Binding: DynamicProperty {}
