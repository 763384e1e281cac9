import Observation

/// The screen's state: what the component's `@State` will be once the widgets sit inside it.
@MainActor
@Observable
final class RepresentableModel {
    /// The name, edited in the widget text field and in the component's text field.
    var name = ""
    /// Progress in tenths, from 0 to 10.
    var progress = 3
}
