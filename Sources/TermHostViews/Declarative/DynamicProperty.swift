import TermHostCore

/// A property of a view that TermHost connects to storage kept by the view's node, such as
/// ``State`` or ``Environment``. Custom property wrappers that contain such properties conform too.
@MainActor
public protocol DynamicProperty {}

/// A dynamic property TermHost links to its node's storage before each `body` evaluation.
@MainActor
protocol LinkableProperty {
    func link(_ linker: PropertyLinker)
}

/// Hands each dynamic property of a view the storage its node keeps for it, in declaration order,
/// and records what the view depends on besides observation (environment values, classic objects).
@MainActor
final class PropertyLinker {
    /// How deep dynamic properties nested in custom property wrappers are looked for.
    static let maximumNestingDepth = 8

    private var slots: [AnyObject] = []
    private var cursor = 0
    /// The environment the view's node sees.
    var environment: EnvironmentValues
    /// Marks the view's node dirty (for classic `ObservableObject` subscriptions).
    let invalidate: @MainActor @Sendable () -> Void
    /// For each environment value read: whether a new environment changes it.
    private var environmentChecks: [(EnvironmentValues) -> Bool] = []
    /// Views of types with no dynamic properties are not reflected again.
    private var typeHasNoProperties: [ObjectIdentifier: Bool] = [:]

    init(environment: EnvironmentValues, invalidate: @escaping @MainActor @Sendable () -> Void) {
        self.environment = environment
        self.invalidate = invalidate
    }

    /// The storage for the next property, made by `make` the first time.
    func nextSlot<Storage: AnyObject>(_ make: () -> Storage) -> Storage {
        defer { cursor += 1 }
        if cursor < slots.count, let existing = slots[cursor] as? Storage { return existing }
        let storage = make()
        if cursor < slots.count {
            slots[cursor] = storage
        } else {
            slots.append(storage)
        }
        return storage
    }

    /// Records that the view read an environment value; `hasChanged` tells whether a new environment changes it.
    func dependOnEnvironment(_ hasChanged: @escaping (EnvironmentValues) -> Bool) {
        environmentChecks.append(hasChanged)
    }

    /// Whether `newEnvironment` changes a value the view read at its last link.
    func environmentChanged(_ newEnvironment: EnvironmentValues) -> Bool {
        environmentChecks.contains { $0(newEnvironment) }
    }

    /// Links every dynamic property of `view` (looking inside nested dynamic properties too).
    func link(_ view: Any) {
        cursor = 0
        environmentChecks.removeAll(keepingCapacity: true)
        let type = ObjectIdentifier(Swift.type(of: view))
        if typeHasNoProperties[type] == true { return }
        let found = linkChildren(of: view, depth: 0)
        typeHasNoProperties[type] = !found
    }

    private func linkChildren(of value: Any, depth: Int) -> Bool {
        guard depth < Self.maximumNestingDepth else { return false }
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? LinkableProperty {
                property.link(self)
                found = true
            } else if child.value is DynamicProperty {
                found = linkChildren(of: child.value, depth: depth + 1) || found
            }
        }
        return found
    }
}
