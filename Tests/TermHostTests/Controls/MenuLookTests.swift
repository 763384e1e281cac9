import TermHost
import TermHostTesting
import Testing

private struct Actions: View {
    var disabled = false
    @State private var log = "none"
    @State private var pinned = true

    var body: some View {
        VStack(alignment: .leading) {
            Menu("File") {
                Button("Open") { log = "open" }
                Toggle("Pinned", isOn: $pinned)
                Divider()
                Section("Danger") {
                    Button("Delete", role: .destructive) { log = "delete" }
                }
            }
            .disabled(disabled)
            Text("Did \(log)")
        }
    }
}

@MainActor
private func menu(disabled: Bool = false) -> HeadlessApp {
    HeadlessApp(size: Size(width: 20, height: 9)) { _ in
        ViewRoot(rootView: Actions(disabled: disabled).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}

/// The menu's look and keys in its states (declarative only today; UIKit's `UIMenu` on buttons will adapt
/// TermHostCore/Controls/Menu's model, look and key map).
@MainActor
@Suite("Controls: the menu's look")
struct MenuLookTests {
    @Test func closedItIsABracketedButtonReversedWhileFocused() {
        let app = menu()
        #expect(app.lines[0] == "[ File ▾ ]")
        #expect(app.style(of: "[ File")?.attributes == .reverse, "it has the focus")
    }

    @Test func openItsEntriesShowBelowInTheirRolesAndTheHighlightSkipsWhatCannotBeChosen() {
        let app = menu()
        app.press(.enter)
        #expect(app.snapshot(rows: 0..<7) == """
        [ File ▴ ]
          Open
          ✓ Pinned
        ──────────
          Danger
          Delete
        Did none
        """)
        #expect(app.style(of: "Open")?.attributes == .reverse, "the first entry is highlighted")
        #expect(app.style(of: "─")?.attributes == .dim, "a divider is a dim line")
        #expect(app.style(of: "Danger")?.attributes == .dim, "a section title is dim")
        #expect(app.style(of: "Delete")?.foreground == .red, "a destructive entry is red")
        app.press(.down)
        app.press(.down)
        #expect(app.style(of: "Delete")?.attributes == .reverse, "the divider and the title are skipped")
        app.press(.down)
        #expect(app.style(of: "Delete")?.attributes == .reverse, "the highlight stops at the last entry")
        app.press(.enter)
        #expect(app.lines[0] == "[ File ▾ ]" && app.contains("Did delete"))
    }

    @Test func escClosesAndTabClosesAndMovesOn() {
        let app = menu()
        app.press(.enter)
        app.press(.escape)
        #expect(app.lines[0] == "[ File ▾ ]" && app.contains("Did none"))
        app.press(.character(" "))
        app.press(.tab)
        #expect(!app.contains("Open"))
    }

    @Test func aDisabledMenuIsDim() {
        let app = menu(disabled: true)
        #expect(app.style(of: "[ File")?.attributes == .dim)
        app.press(.enter)
        #expect(!app.contains("Open"))
    }
}
