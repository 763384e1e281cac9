import Observation

/// The state the loading form's component and its controller share.
@MainActor
@Observable
final class LoadingFormModel {
    /// Whether the "Action" section takes input.
    var isActionSectionEnabled = true
    /// How many times the action ran.
    var actionCount = 0
}

/// What the loading form tells its controller (data out through a delegate).
@MainActor
protocol LoadingFormDelegate: AnyObject {
    /// The user pressed "Action Button"; the section is disabled until someone re-enables it.
    func loadingFormDidStartAction(_ model: LoadingFormModel)
}
