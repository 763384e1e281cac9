import TermHost

/// A `TextFieldWidget` inside a declarative component: `updateWidget` copies the text in,
/// the coordinator carries the widget's edits back out through the binding.
struct NameField: WidgetRepresentable {
    @Binding var text: String

    @MainActor
    final class Coordinator {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeWidget(context: Context) -> TextFieldWidget {
        let field = TextFieldWidget(placeholder: "type a name")
        let coordinator = context.coordinator
        field.onChange = { coordinator.text.wrappedValue = $0 }
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

/// A `ProgressBarWidget` showing a value owned by the component.
struct Bar: WidgetRepresentable {
    var progress: Double

    func makeWidget(context: Context) -> ProgressBarWidget { ProgressBarWidget() }

    func updateWidget(_ widget: ProgressBarWidget, context: Context) {
        widget.progress = Float(progress)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, widget: ProgressBarWidget, context: Context) -> Size? {
        Size(width: 30, height: 1)
    }
}

/// Imperative widgets inside a declarative VStack, bound to its @State.
struct EditorView: View {
    @State private var name = ""
    @State private var steps = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Widgets inside a component").bold()
            NameField(text: $name)
            Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
            Stepper("Progress \(steps * 10)%", value: $steps, in: 0...10)
            Bar(progress: Double(steps) / 10)
        }
    }
}

/// The window Representable shows: the editor component, with a hint line below it.
@MainActor
func makeRepresentableWindow(_ app: Application) -> Window {
    let window = Window()
    let host = HostWidget { EditorView() }
    host.contentAlignment = .topLeading
    host.frame = Rect(x: 2, y: 1, width: 60, height: 12)
    window.addSubview(host)
    let hint = LabelWidget("Tab: next   +/-: step   Ctrl-C: quit", style: .dim)
    hint.frame = Rect(x: 2, y: 14, width: 60, height: 1)
    window.addSubview(hint)
    return window
}
