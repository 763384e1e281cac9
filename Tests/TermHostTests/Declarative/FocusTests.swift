import Testing
import TermHost
import TermHostTesting

private struct Fields: View {
    enum Field: Hashable { case name, email }
    @State var name = ""
    @State var email = ""
    @FocusState var focused: Field?

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("first") {}
                Button("second") {}
            }
            TextField("Name", text: $name).focused($focused, equals: .name)
            TextField("Email", text: $email).focused($focused, equals: .email)
            Button("to email") { focused = .email }
            Text("focus " + (focused == .name ? "name" : focused == .email ? "email" : "none"))
        }
    }
}

@Suite("Focus: order inside a component, FocusState")
@MainActor
struct FocusTests {
    @Test func tabFollowsTreeOrder() {
        let app = show(Fields().topLeading(), width: 30, height: 5)
        var order: [String] = []
        for _ in 0..<5 {
            order.append(app.focusedDescription)
            app.press(.tab)
        }
        #expect(order == ["first", "second", "Name", "Email", "to email"])
        app.press(.tab, modifiers: .shift)
        #expect(app.focusedDescription == "to email")
    }

    @Test func focusStateFollowsAndMovesFocus() {
        let app = show(Fields().topLeading(), width: 30, height: 5)
        app.press(.tab)
        app.press(.tab)
        #expect(app.line(4).hasPrefix("focus name"))
        app.click(on: "to email")
        #expect(app.focusedDescription == "Email")
        #expect(app.line(4).hasPrefix("focus email"))
    }
}
