import TermHostCore
import Observation

/// Reads a value from the environment: `@Environment(\.isEnabled) var isEnabled`, or an
/// `@Observable` object put there with `.environment(model)`: `@Environment(Model.self) var model`.
///
/// A view re-evaluates when a value it reads changes (compared with `==` for `Equatable` values,
/// by identity for objects); properties of an observable object are tracked by observation.
@propertyWrapper
@MainActor
public struct Environment<Value>: DynamicProperty, LinkableProperty {
    private let read: @MainActor (EnvironmentValues) -> Value
    private let location = EnvironmentLocation<Value>()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the observable object of type `type`; there must be one (put it there with `.environment(_:)`).
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(type) else {
                preconditionFailure("No \(type) in the environment: add .environment(object) to a view above")
            }
            return object
        }
    }

    /// Reads the observable object of type `type`, or `nil` when there is none.
    public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
        read = { $0.object(type) }
    }

    /// The value (read when the view's body is evaluated).
    public var wrappedValue: Value {
        location.value ?? read(EnvironmentValues())
    }

    func link(_ linker: PropertyLinker) {
        let value = read(linker.environment)
        location.value = value
        let read = self.read
        linker.dependOnEnvironment { environment in !valuesAreEqual(read(environment), value) }
    }
}

/// Where an `Environment` property finds the value linked for the current evaluation.
@MainActor
final class EnvironmentLocation<Value> {
    var value: Value?
}
