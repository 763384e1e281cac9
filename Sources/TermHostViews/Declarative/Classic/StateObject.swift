import TermHostCore

/// An ``ObservableObject`` owned by a view: made once per view identity (the first time the view
/// appears), kept across body evaluations, and released when the view leaves the tree.
@propertyWrapper
@MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, LinkableProperty {
    private let make: () -> ObjectType
    private let location = StateObjectLocation<ObjectType>()

    /// Declares the object; `thunk` runs once per view identity.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = location.storage?.object { return object }
        let storage = StateObjectStorage(make())
        location.storage = storage
        return storage.object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }

    func link(_ linker: PropertyLinker) {
        let make = self.make
        let storage = linker.nextSlot { StateObjectStorage(make()) }
        location.storage = storage
        storage.subscription.watch(storage.object, invalidate: linker.invalidate)
    }
}

/// The object a node keeps for a `@StateObject`, with the node's subscription to it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()

    init(_ object: ObjectType) { self.object = object }
}

/// Where a `StateObject` finds its node's storage.
@MainActor
final class StateObjectLocation<ObjectType: ObservableObject> {
    var storage: StateObjectStorage<ObjectType>?
}
