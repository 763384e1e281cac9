import TermHostCore

/// A two-way connection to a value owned elsewhere: a view's `@State`, a model, or a widget property.
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void
    /// Changes the value where it is stored (`@State`, and stored members of it), so a large value
    /// such as an edited string is not copied; `nil` for bindings made from closures. (A key path to a
    /// class property, as `@Bindable` makes, reads and writes through the property's accessors: no
    /// in-place access exists there, so those bindings are written back once per frame instead.)
    private let modifier: (@MainActor ((inout Value) -> Void) -> Void)?

    /// A binding that reads and writes through closures, e.g. onto a widget's property.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
        modifier = nil
    }

    /// A binding that can also change its value in place (where the value is stored).
    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
         modify: @escaping @MainActor ((inout Value) -> Void) -> Void) {
        getter = get
        setter = set
        modifier = modify
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

    /// Whether ``modify(_:)`` changes the value where it is stored (no copy of the value is made).
    var modifiesInPlace: Bool { modifier != nil }

    /// Changes the value: in place where the binding can reach its storage, otherwise by reading,
    /// changing and writing back a copy.
    func modify(_ change: (inout Value) -> Void) {
        if let modifier {
            modifier(change)
        } else {
            var value = getter()
            change(&value)
            setter(value)
        }
    }

    /// A binding to a member of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let getter = self.getter
        let setter = self.setter
        let set: @MainActor (Member) -> Void = { member in
            var value = getter()
            value[keyPath: keyPath] = member
            setter(value)
        }
        guard let modifier else { return Binding<Member>(get: { getter()[keyPath: keyPath] }, set: set) }
        return Binding<Member>(get: { getter()[keyPath: keyPath] }, set: set,
                               modify: { change in modifier { change(&$0[keyPath: keyPath]) } })
    }
}

extension Binding: DynamicProperty {}
