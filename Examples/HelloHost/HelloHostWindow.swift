import TermHost

/// A declarative component with state, hosted between two imperative labels.
struct Greeting: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello from a hosted component!").bold()
            TextField("Your name", text: $name)
            if !name.isEmpty {
                Text("Nice to meet you, \(name). The label below moved down to make room.")
            }
        }
    }
}

/// The window HelloHost shows: a stateful component hosted between two imperative labels in a box.
@MainActor
func makeHelloHostWindow(_ app: Application) -> Window {
    let window = Window()
    let box = BoxWidget(title: "HelloHost")
    box.frame = Rect(x: 2, y: 1, width: 48, height: 12)
    let stack = StackWidget(axis: .vertical, spacing: 1)
    stack.addArrangedSubview(LabelWidget("An imperative label above"))
    let host = HostWidget { Greeting() }
    host.contentAlignment = .topLeading
    stack.addArrangedSubview(host)
    stack.addArrangedSubview(LabelWidget("An imperative label below", style: .dim))
    box.contentView = stack
    window.addSubview(box)
    let hint = LabelWidget("Type a name   Tab: next   Ctrl-C: quit", style: .dim)
    hint.frame = Rect(x: 2, y: 0, width: 48, height: 1)
    window.addSubview(hint)
    app.unhandledKeyHandler = { key in
        if key == .character("q") { app.stop(); return true }
        return false
    }
    return window
}
