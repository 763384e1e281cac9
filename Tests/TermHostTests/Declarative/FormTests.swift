import Testing
import TermHost
import TermHostTesting

private struct Settings: View {
    @State var name = "Ada"
    @State var alerts = true
    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                Toggle("Alerts", isOn: $alerts)
            } header: {
                Text("Profile")
            } footer: {
                Text("Shown to others")
            }
            Section("About") {
                Text("Version 1")
            }
        }
    }
}

@Suite("Form and Section: grouped look")
@MainActor
struct FormTests {
    @Test func snapshot() {
        let app = show(Settings(), width: 24, height: 11)
        #expect(app.screen == """
             Profile
            ╭──────────────────────╮
            │ Ada                  │
            │ [x] Alerts           │
            ╰──────────────────────╯
             Shown to others

             About
            ╭──────────────────────╮
            │ Version 1            │
            ╰──────────────────────╯
            """)
        #expect(app.style(at: Point(x: 1, y: 0)).attributes.contains(.bold))
        #expect(app.style(at: Point(x: 1, y: 5)).attributes.contains(.dim))
    }

    @Test func focusScrollsTheFormToTheControl() {
        struct Long: View {
            var body: some View {
                Form {
                    ForEach(0..<6) { index in
                        Section("S\(index)") { Button("Button \(index)") {} }
                    }
                }
            }
        }
        let app = show(Long(), width: 20, height: 6)
        #expect(app.find("Button 0") != nil)
        for _ in 0..<5 { app.press(.tab) }
        #expect(app.find("Button 5") != nil)
        #expect(app.find("Button 0") == nil)
    }
}
