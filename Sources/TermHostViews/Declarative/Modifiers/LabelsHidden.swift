import TermHostCore

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set below `.labelsHidden()`: toggles, pickers and steppers show their control without their label.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls below (`Toggle`, `Picker`, `Stepper`): each shows its control
    /// alone, taking no columns for the label, as SwiftUI's do. The label still names the control for
    /// code that reads it.
    public func labelsHidden() -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.labelsHidden, true)
    }
}
