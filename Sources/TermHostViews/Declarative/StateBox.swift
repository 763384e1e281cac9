import TermHostCore
import Observation

/// The storage behind one `@State` property: kept by the view's node across body evaluations and
/// observable, so the bodies that read it (and only those) run again when it changes.
@MainActor
final class StateBox<Value>: Observable {
    private let registrar = ObservationRegistrar()
    private var storage: Value

    init(_ value: Value) { storage = value }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return storage
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { storage = newValue }
        }
    }

    /// Changes the value in place (an edited string is not copied when nothing else holds it).
    func modify(_ change: (inout Value) -> Void) {
        registrar.withMutation(of: self, keyPath: \.value) { change(&storage) }
    }
}
