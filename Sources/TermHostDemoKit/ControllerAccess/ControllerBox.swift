import Observation
import TermHost

/// Hands a component its hosting controller through the environment (`.environment(box)`), as
/// `@Environment(\.hostingController)` will: held weakly, so the component never keeps it alive.
@MainActor
@Observable
final class ControllerBox {
    /// The hosting controller showing the component.
    @ObservationIgnored weak var controller: WidgetController?
    /// Called when a screen the component opened appears or goes away (the status line follows).
    @ObservationIgnored var onScreenChange: (@MainActor () -> Void)?
    /// The title of the hosting controller's parent, refreshed when the host attaches (the
    /// environment value will do this by itself).
    var parentTitle = "none"
    /// What the component did last, shown by it.
    var lastEvent = "Nothing yet"
}
