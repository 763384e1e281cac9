import TermHost

/// A ``TextFieldWidget`` inside a component, bound to its text: `updateWidget` copies the text in,
/// the coordinator carries the widget's edits back out through the binding.
struct NameFieldRepresentable: WidgetRepresentable {
    /// The text the field edits.
    @Binding var text: String

    /// Carries the widget's edits back into the component's state.
    @MainActor
    final class Coordinator {
        /// Where an edit goes; refreshed on every update, so it always writes to the current state.
        var text: Binding<String>

        /// A coordinator writing edits to `text`.
        init(text: Binding<String>) {
            self.text = text
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    func makeWidget(context: Context) -> TextFieldWidget {
        let field = TextFieldWidget(placeholder: "type here or above")
        let coordinator = context.coordinator
        field.onChange = { text in coordinator.text.wrappedValue = text }
        return field
    }

    func updateWidget(_ widget: TextFieldWidget, context: Context) {
        context.coordinator.text = $text
        if widget.text != text { widget.text = text }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, widget: TextFieldWidget, context: Context) -> Size? {
        Size(width: 30, height: 1)
    }
}
