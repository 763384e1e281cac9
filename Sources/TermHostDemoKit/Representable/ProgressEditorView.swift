import TermHost

/// The `representable` screen's component: a stepper and a text field, and below them a
/// ``TextFieldWidget`` and a ``ProgressBarWidget`` shown through `WidgetRepresentable`, all bound
/// to the same `@State`.
struct ProgressEditorView: View {
    /// The name, edited in the component's text field and in the widget text field.
    @State private var name = ""
    /// Progress in tenths, from 0 to 10.
    @State private var progress = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            section("Declarative controls") {
                Stepper("Progress \(progress * 10)%", value: $progress, in: 0...10)
                HStack(spacing: 1) {
                    Text("Name")
                    TextField("Name", text: $name, prompt: Text("type here or below")).frame(width: 30)
                }
                Text(name.isEmpty ? "Hello! Type a name in either field." : "Hello, \(name)!").foregroundStyle(.green)
            }
            section("Imperative widgets, through WidgetRepresentable") {
                HStack(spacing: 1) {
                    Text("TextFieldWidget  ")
                    NameFieldRepresentable(text: $name)
                }
                HStack(spacing: 1) {
                    Text("ProgressBarWidget")
                    ProgressBarRepresentable(progress: progress)
                }
            }
        }
    }

    /// A caption over a rounded box holding `content`, one item a line apart.
    private func section<Content: View>(_ caption: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(caption).dim()
            VStack(alignment: .leading, spacing: 1) { content() }
                .padding(.horizontal, 1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .border(.rounded)
        }
    }
}
