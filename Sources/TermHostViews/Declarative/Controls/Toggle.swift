import TermHostCore

/// A control that turns an option on or off: `[x] Label`. Space or Enter (or a click released over
/// it) toggles it; ``ToggleStyle`` gives other looks.
public struct Toggle<Label: View>: View {
    /// Whether the option is on.
    public let isOn: Binding<Bool>
    /// What the option is.
    public let label: Label

    /// A toggle with a label built from views.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never
}

extension Toggle where Label == Text {
    /// A toggle with a text title.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
