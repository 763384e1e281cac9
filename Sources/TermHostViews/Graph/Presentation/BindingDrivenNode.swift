import TermHostCore
import Observation

/// The base of the modifier nodes a binding drives (`.sheet`, `.alert`, `.navigationDestination(isPresented:)`):
/// transparent over their content, they compare what the binding asks for with what is shown each
/// time their modifier changes, they enter the tree, or something they read changes.
@MainActor
class BindingDrivenNode: TransparentModifierNode {
    override func apply(_ modifier: any ViewModifier) {
        take(modifier)
        if isMounted { synchronize() }
    }

    override func didMount() {
        synchronize()
    }

    override func refresh() {
        synchronize()
    }

    /// Keeps the (new) modifier.
    func take(_ modifier: any ViewModifier) {}

    /// Brings what is shown in line with the binding (read through ``ViewNode/readTracked(_:)``).
    func synchronize() {}
}

extension ViewNode {
    /// Runs `read` under observation: a change to anything it read marks this node dirty, so its
    /// `refresh()` runs in the next frame update.
    func readTracked<T>(_ read: () -> T) -> T {
        withObservationTracking(read) { [weak self] in
            MainThread.run { self?.markDirty() }
        }
    }
}
