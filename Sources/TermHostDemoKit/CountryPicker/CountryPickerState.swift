import Observation

/// The picker's data, owned by the imperative form and shared with the component: changing it
/// from widget code updates the component through observation.
@MainActor
@Observable
final class CountryPickerState {
    /// The chosen country.
    var country: String?
    /// The error shown under the picker.
    var error: String?
}
