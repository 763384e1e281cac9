import TermHost

/// A form of two sections. "Action Button" disables its own section and tells the delegate;
/// "Enable from component" re-enables it at once.
struct LoadingFormView: View {
    /// The state shared with the controller.
    let model: LoadingFormModel
    /// The controller, told when the action starts.
    weak var delegate: LoadingFormDelegate?
    @FocusState private var enableFocused: Bool

    var body: some View {
        Form {
            Section {
                Button("Action Button") {
                    model.isActionSectionEnabled = false
                    model.actionCount += 1
                    enableFocused = true
                    delegate?.loadingFormDidStartAction(model)
                }
                Text(model.isActionSectionEnabled ? "Ready (runs: \(model.actionCount))" : "Working… the controller re-enables this in 3 s")
            } header: {
                Text("Action")
            } footer: {
                Text(model.isActionSectionEnabled ? "Enabled" : "Disabled while the action runs")
            }
            .disabled(!model.isActionSectionEnabled)
            Section {
                Button("Enable from component") { model.isActionSectionEnabled = true }
                    .focused($enableFocused)
            } header: {
                Text("Component")
            } footer: {
                Text("Action Button disables its section and calls the controller's delegate method, which "
                    + "re-enables it 3 seconds later on the application's scheduler. Enable from component "
                    + "re-enables it at once, from inside the component.")
            }
        }
    }
}
