import TermHostCore

/// Reads a classic ``ObservableObject`` put in the environment above with `.environmentObject(_:)`,
/// and re-evaluates the view when it announces a change.
@propertyWrapper
@MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, LinkableProperty {
    private let location = EnvironmentLocation<ObjectType>()

    /// Declares the property.
    public init() {}

    /// The object; there must be one above (`.environmentObject(object)`).
    public var wrappedValue: ObjectType {
        guard let object = location.value else {
            preconditionFailure("No \(ObjectType.self) in the environment: add .environmentObject(object) to a view above")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }

    func link(_ linker: PropertyLinker) {
        let subscription = linker.nextSlot { ObjectSubscription() }
        let object = linker.environment.object(ObjectType.self)
        location.value = object
        if let object { subscription.watch(object, invalidate: linker.invalidate) }
        linker.dependOnEnvironment { environment in environment.object(ObjectType.self) !== object }
    }
}
