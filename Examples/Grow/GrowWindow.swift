import TermHost

/// A component that adds a line each time "More" is pressed.
struct MoreLines: View {
    @State private var count = 1

    var body: some View {
        VStack(alignment: .leading) {
            Button("More") { count += 1 }
            ForEach(1..<(count + 1)) { number in
                Text("Line \(number)")
            }
        }
    }
}

/// The window Grow shows: a component that grows between two labels, pushing the lower one down.
@MainActor
func makeGrowWindow(_ app: Application) -> Window {
    let window = Window()
    let stack = StackWidget(axis: .vertical)
    stack.frame = Rect(x: 2, y: 1, width: 40, height: 20)
    stack.addArrangedSubview(LabelWidget("Above"))
    let host = HostWidget { MoreLines() }
    host.contentAlignment = .topLeading
    stack.addArrangedSubview(host)
    stack.addArrangedSubview(LabelWidget("Below"))
    window.addSubview(stack)
    let hint = LabelWidget("Enter: More   Tab: next   q: quit", style: .dim)
    hint.frame = Rect(x: 2, y: 0, width: 40, height: 1)
    window.addSubview(hint)
    app.unhandledKeyHandler = { key in
        if key == .character("q") { app.stop(); return true }
        return false
    }
    return window
}
