import Testing
import TermHost
import TermHostTesting

/// What the context menu and the empty-state views look like, as text grids.
@Suite("SwiftUI: context menu and empty states as pictures")
@MainActor
struct ContextMenuPictureTests {
    private struct Message: View {
        @State private var copied = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(copied ? "Copied" : "Hello there").contextMenu {
                    Button("Copy") { copied = true }
                    Divider()
                    Button("Delete", role: .destructive) {}
                }
                Text("Next line")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The menu opens under its view in the shared menu look, pushing what follows down, and closes with Esc.
    @Test func theOpenMenuShowsItsEntriesUnderTheView() {
        let app = HeadlessApp(size: Size(width: 16, height: 6)) { _ in ViewRoot(rootView: Message()) }
        #expect(app.grid == """
        Hello there
        Next line
        """)
        app.press(.function(10), modifiers: .shift)
        #expect(app.grid == """
        Hello there
          Copy
        ───────────
          Delete
        Next line
        """, "the divider spans the view's width, the entries push the next line down")
        #expect(app.style(of: "Copy")?.attributes.contains(.reverse) == true, "the highlighted entry")
        #expect(app.style(of: "Delete")?.foreground == .red, "a destructive entry")
        app.press(.escape)
        #expect(app.find("Copy") == nil)
        app.press(.enter)
        app.press(.enter)
        #expect(app.find("Copied") != nil, "Enter on the focused view opens the menu, Enter chooses")
    }

    @Test func contentUnavailableViewIsCentredInItsSpace() {
        let app = HeadlessApp(size: Size(width: 24, height: 7)) { _ in
            ViewRoot(rootView: ContentUnavailableView("No Mail", systemImage: "tray", description: Text("None yet.")))
        }
        let lines = app.lines
        #expect(lines.count == 7)
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "No Mail" })
        #expect(app.find("No Mail")?.x == 8, "centred across the 24 columns")
        #expect(app.find("None yet.")?.x == 7)
    }
}
