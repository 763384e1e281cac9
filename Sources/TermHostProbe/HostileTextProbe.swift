import TermHost

/// Strings that would drive a terminal if they reached it unsanitized.
enum HostileStrings {
    /// Erase the screen, an OSC 52 clipboard write, an OSC 8 link, a full reset, a bell, a bidi
    /// override, an 8-bit CSI, DEL and other C0/C1 controls.
    static let all = [
        "A\u{1b}[2JB",
        "C\u{1b}]52;c;aGVsbG8=\u{7}D",
        "E\u{1b}]8;;http://evil.example\u{1b}\\link\u{1b}]8;;\u{1b}\\F",
        "G\u{1b}cH",
        "I\u{7}J",
        "K\u{202E}LM",
        "N\u{9B}2JO",
        "P\u{7F}\u{0}\u{8}\u{85}\u{90}Q",
    ]

    /// Every hostile string in one line.
    static var joined: String { all.joined(separator: " ") }
}

/// A plain screen that, on `n`, shows hostile strings in every text-bearing widget and view; the line
/// `HOSTILE-END` marks the end of the hostile screen.
@MainActor
enum HostileTextProbe {
    static func makeWindow(_ app: Application) -> Window {
        let window = Window()
        window.addSubview(placedLabel("Text probe ready", y: 1))
        let previous = app.unhandledKeyHandler
        app.unhandledKeyHandler = { key in
            if previous?(key) == true { return true }
            guard key == .character("n") else { return false }
            showHostileScreen(in: window)
            return true
        }
        return window
    }

    private static func showHostileScreen(in window: Window) {
        for subview in window.subviews { subview.removeFromSuperview() }
        let text = HostileStrings.joined
        let navigation = NavigationController(rootViewController: HostileController(text: text))
        window.rootViewController = navigation
        let alert = AlertController(title: text, message: text)
        alert.addAction(AlertAction(title: text))
        navigation.present(alert)
    }
}

/// A controller titled with hostile text whose view holds every text-bearing widget and a host of views.
@MainActor
final class HostileController: WidgetController, ListWidgetDataSource {
    private let hostile: String

    init(text: String) {
        hostile = text
        super.init(nibName: nil, bundle: nil)
        title = text
    }

    override func viewDidLoad() {
        let field = TextFieldWidget(text: hostile, placeholder: hostile)
        let emptyField = TextFieldWidget(placeholder: hostile)
        let list = ListWidget()
        list.dataSource = self
        list.frame.size.height = 3
        let box = BoxWidget(title: hostile, contentView: LabelWidget(hostile))
        box.frame.size.height = 3
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [
            LabelWidget(hostile), ButtonWidget(hostile), CheckboxWidget(hostile), field, emptyField,
            TextViewWidget(text: hostile + "\n" + hostile), list, box,
            StatusBarWidget([(key: hostile, title: hostile)]),
            HostWidget(rootView: HostileViews(text: hostile)),
            LabelWidget("HOSTILE-END"),
        ])
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? { hostile }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "hostile")
            ?? ListCellWidget(style: .value1, reuseIdentifier: "hostile")
        cell.textLabel?.text = hostile
        cell.detailTextLabel?.text = hostile
        return cell
    }
}

/// Every text-bearing declarative view showing `text`.
struct HostileViews: View {
    let text: String
    @State private var field = HostileStrings.joined
    @State private var empty = ""
    @State private var isOn = false
    @State private var choice = 0
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text(text)
            Text(verbatim: text)
            Button(text) {}
            Toggle(text, isOn: $isOn)
            TextField(text, text: $field)
            TextField(text, text: $empty, prompt: Text(text))
            SecureField(text, text: $field)
            Label(text, systemImage: text)
            Picker(text, selection: $choice) {
                Text(text).tag(0)
                Text(text).tag(1)
            }
            Stepper(text, value: $count)
            ProgressView(text, value: 0.5)
            Section(text) { Text(text) }
        }
        .border()
    }
}
