import TermHost

/// Diagnostics built from hostile text: two required width constraints that conflict, with identifiers
/// holding an OSC 52 clipboard write and an OSC 0 title change, and a hosted component whose size never
/// settles, with such an accessibility label. The application reports them and writes them to standard
/// error after the terminal is given back; `q` quits.
@MainActor
enum DiagnosticsProbe {
    static let hostileIdentifier = "clip\u{1b}]52;c;cHduZWQ=\u{7}board"
    static let hostileTitle = "title\u{1b}]0;pwned\u{7}\u{9b}31m\u{85}end"

    static func makeWindow(_ app: Application) -> Window {
        let window = Window()
        let stack = StackWidget(axis: .vertical)
        stack.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        stack.addArrangedSubview(LabelWidget("Diagnostics probe ready"))
        let host = HostWidget { NeverSettles() }
        host.accessibilityLabel = hostileTitle
        stack.addArrangedSubview(host)
        window.addSubview(stack)
        let label = LabelWidget("conflict")
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let narrow = label.widthAnchor.constraint(equalToConstant: 10)
        narrow.identifier = hostileIdentifier
        let wide = label.widthAnchor.constraint(equalToConstant: 20)
        wide.identifier = hostileTitle
        Constraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            narrow, wide,
        ])
        return window
    }
}

/// A component whose size never settles: two rows when it has one, one when it has two.
struct NeverSettles: View {
    @State private var wanted = 1

    var body: some View {
        GeometryReader { proxy in
            Text("h=\(proxy.size.height)")
                .onChange(of: proxy.size.height, initial: true) { _, height in wanted = height == 1 ? 2 : 1 }
        }
        .frame(idealWidth: 10, idealHeight: wanted, maxHeight: wanted)
    }
}
