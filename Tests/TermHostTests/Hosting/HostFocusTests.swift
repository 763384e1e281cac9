import Testing
import TermHost
import TermHostTesting

private struct Form: View {
    @State private var name = ""
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Button("OK") {}
        }
    }
}

/// A window's root controller that records the keys reaching it.
private final class KeyCatcher: WidgetController {
    var keys: [KeyEvent] = []
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard case .function = event.key else { return false }
        keys.append(event)
        return true
    }
}

@Suite("Hosting: one focus chain across the boundary (F1)")
@MainActor
struct HostFocusTests {
    @Test func tabWalksIntoAndOutOfAComponentInScreenOrder() {
        let window = Window()
        let stack = StackWidget(axis: .vertical)
        stack.frame = Rect(x: 0, y: 0, width: 30, height: 6)
        let first = TextFieldWidget(placeholder: "first")
        let host = HostWidget { Form() }
        host.contentAlignment = .topLeading
        let last = ButtonWidget("Last")
        for widget in [first, host, last] as [Widget] { stack.addArrangedSubview(widget) }
        window.addSubview(stack)
        let app = run(window, width: 30, height: 6)
        #expect(app.focused === first)
        app.type("Ann")
        #expect(first.text == "Ann")
        app.press(.tab)
        app.type("Bo")
        #expect(first.text == "Ann", "typing went into the component's field")
        #expect(app.find("Bo") == Point(x: 0, y: 1))
        app.press(.tab)
        #expect(app.find("[ OK ]").map { app.style(at: $0).attributes.contains(.reverse) } == true)
        app.press(.tab)
        #expect(app.focused === last, "out of the component to the next widget")
        app.press(.backTab)
        app.press(.backTab)
        app.type("b")
        #expect(app.find("Bob") != nil, "Shift-Tab walks back into the component's field")
        app.press(.backTab)
        #expect(app.focused === first)
    }

    @Test func unhandledKeyInAComponentReachesTheWindowController() {
        let root = KeyCatcher()
        let app = run(window(root: root))
        let host = HostWidget { Button("Focused") {} }
        host.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        root.view.addSubview(host)
        app.waitUntilIdle()
        #expect(app.focused != nil && !(app.focused is Widget), "a declarative button has focus")
        app.press(.function(5))
        #expect(root.keys.map(\.key) == [.function(5)])
        app.press(.enter)
        #expect(root.keys.count == 1, "the component handled Enter itself")
    }
}
