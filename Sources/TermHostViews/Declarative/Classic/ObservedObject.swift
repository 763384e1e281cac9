import TermHostCore

/// Watches an ``ObservableObject`` owned elsewhere: the view re-evaluates when the object announces a change.
@propertyWrapper
@MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, LinkableProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Watches `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Watches `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }

    func link(_ linker: PropertyLinker) {
        linker.nextSlot { ObjectSubscription() }.watch(wrappedValue, invalidate: linker.invalidate)
    }
}

/// Bindings to the properties of a classic observable object (`$model.name`).
@dynamicMemberLookup
@MainActor
public struct ObjectBindings<ObjectType: AnyObject> {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>) -> Binding<Member> {
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A node's subscription to one observable object's `objectWillChange`; re-made when the object changes.
@MainActor
final class ObjectSubscription {
    private var watched: ObjectIdentifier?
    private var cancellable: AnyCancellable?

    func watch<Object: ObservableObject>(_ object: Object, invalidate: @escaping @MainActor @Sendable () -> Void) {
        let id = ObjectIdentifier(object)
        guard id != watched else { return }
        watched = id
        cancellable = object.objectWillChange.sink {
            MainThread.run { invalidate() }
        }
    }
}
