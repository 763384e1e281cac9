import TermHost

/// A TextFieldWidget and a hosted TextField view, for resize storms; below 30x8 the application shows
/// its "terminal too small" message (``Application/minimumSize``).
@MainActor
enum FieldProbe {
    static func makeWindow(_ app: Application) -> Window {
        app.minimumSize = Size(width: 30, height: 8)
        let window = Window()
        window.addSubview(placedLabel("Field probe", y: 0, width: 20))
        let field = TextFieldWidget(placeholder: "widget field")
        field.frame = Rect(x: 1, y: 2, width: 26, height: 1)
        window.addSubview(field)
        let host = HostWidget(rootView: FieldProbeView())
        host.frame = Rect(x: 1, y: 4, width: 26, height: 1)
        window.addSubview(host)
        return window
    }
}

/// A declarative text field with its own state.
struct FieldProbeView: View {
    @State private var text = ""

    var body: some View {
        TextField("View", text: $text, prompt: Text("view field"))
    }
}
