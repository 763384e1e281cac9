import FoundationEssentials
import TermHostCore

/// A label and a value side by side (`LabeledContent("Version", value: "2.1")`), as in a form row:
/// the label at the leading edge, the value at the trailing edge in the secondary style.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and a value built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(spacing: 1) {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a value as text.
    public init<S: StringProtocol>(_ title: String, value: S) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A title and a value written by `format` (`LabeledContent("Total", value: total, format: .number)`).
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// A title and a value built from views.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
