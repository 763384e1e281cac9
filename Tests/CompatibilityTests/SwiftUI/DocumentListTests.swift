import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct DocumentListTests {
    private func makeApp() -> HeadlessApp {
        let documents = [Document(id: 1, title: "Notes"), Document(id: 2, title: "Budget")]
        return HeadlessApp(size: Size(width: 40, height: 11)) { _ in ViewRoot(rootView: DocumentList(documents: documents)) }
    }

    @Test func deletingAsksForConfirmationWithTheDocumentsNameAndADestructiveButton() {
        let app = makeApp()
        #expect(app.focusedDescription == "Delete")
        app.press(.tab)
        app.press(.enter)
        #expect(app.grid == """


          ╭──────────────────────────────────╮
          │         Delete document?         │
          │                                  │
          │     Budget will be removed.      │
          │                                  │
          │        [ Delete Budget ]         │
          │            [ Cancel ]            │
          ╰──────────────────────────────────╯
        """)
        #expect(app.style(of: "Delete Budget")?.foreground == .red)
        #expect(app.focusedDescription == "Cancel", "focus starts on Cancel, away from the destructive button")
    }

    @Test func confirmingDeletesAndCancellingKeeps() {
        let app = makeApp()
        app.press(.enter)
        app.press(.escape)
        #expect(app.contains("Notes"), "Esc is Cancel")
        app.press(.enter)
        app.press(.backTab)
        #expect(app.focusedDescription == "Delete Notes")
        app.press(.enter)
        #expect(!app.contains("Notes"))
        #expect(app.contains("Budget"))
    }

    @Test func aFailedSyncShowsAnAlertWithItsMessageAndItsButtonsRunTheirActions() {
        let app = makeApp()
        #expect(app.click(on: "Sync"))
        #expect(app.contains("Sync failed"))
        #expect(app.contains("The server is offline."))
        #expect(app.contains("[ OK ]  [ Try Again ]"), "two buttons side by side, the cancel one at the left, as iOS shows them")
        app.press(.backTab)
        app.press(.enter)
        #expect(!app.contains("Sync failed"))
        #expect(app.contains("Sync attempts: 2"))
    }
}
