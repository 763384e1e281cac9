import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct JournalAppTests {
    @Test func theAppShowsItsWindowGroupsViewFullScreen() {
        let app = HeadlessApp(app: JournalApp(), size: Size(width: 40, height: 8))
        #expect(app.grid == """
                        Journal          F2 Add


                     • First day
                     Saved 0 times
        """)
    }

    @Test func theToolbarButtonOpensASheetWhoseActionsSaveOrCancel() {
        let app = HeadlessApp(app: JournalApp(), size: Size(width: 50, height: 10))
        app.press(.function(2))
        #expect(app.contains("New Entry"))
        #expect(app.contains("F2 Cancel"), "the cancellation action leads the sheet's bar")
        #expect(app.focusedDescription == "What happened?")
        app.type("Rain")
        app.press(.function(3))
        #expect(!app.contains("New Entry"))
        #expect(app.contains("• Rain"))
        app.press(.function(2))
        app.press(.function(2))
        #expect(!app.contains("New Entry"), "Cancel dismisses")
        #expect(!app.contains("• •"))
    }

    @Test func goingToTheBackgroundSaves() {
        let app = HeadlessApp(app: JournalApp(), size: Size(width: 40, height: 8))
        app.application.setApplicationState(.background)
        app.waitUntilIdle()
        app.application.setApplicationState(.active)
        app.waitUntilIdle()
        #expect(app.contains("Saved 1 times"))
    }
}
