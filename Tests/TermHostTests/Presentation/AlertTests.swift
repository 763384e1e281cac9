import TermHost
import TermHostTesting
import Testing

@MainActor
private final class Choices {
    var made: [String] = []
}

private struct DeleteScreen: View {
    let choices: Choices
    @State private var confirming = false
    @State private var failed = false

    var body: some View {
        VStack {
            Button("Delete") { confirming = true }
            Button("Fail") { failed = true }
        }
        .confirmationDialog("Delete the file?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { choices.made.append("delete") }
        } message: {
            Text("You cannot undo this.")
        }
        .alert("Upload failed", isPresented: $failed) {
            Button("Cancel", role: .cancel) { choices.made.append("cancel") }
            Button("Retry") { choices.made.append("retry") }
        } message: {
            Text("The server did not answer.")
        }
    }
}

private struct Details: Identifiable {
    let id: Int
    let name: String
}

private struct PresentingScreen: View {
    @State private var showing = false
    @State private var details: Details?

    var body: some View {
        Button("Show") {
            details = Details(id: 1, name: "Report.txt")
            showing = true
        }
        .alert("File", isPresented: $showing, presenting: details) { details in
            Button("Open \(details.name)") {}
        } message: { details in
            Text("\(details.name) is ready.")
        }
    }
}

private struct NoActions: View {
    @State private var showing = true

    var body: some View {
        Text(showing ? "up" : "down")
            .alert(Text("Saved"), isPresented: $showing) {}
    }
}

@MainActor
@Suite struct AlertTests {
    @Test func anAlertIsASmallCentredBoxWithTitleMessageAndARowOfTwoButtonsCancelAtTheLeft() {
        let app = show(DeleteScreen(choices: Choices()), width: 40, height: 9)
        app.press(.tab)
        app.press(.enter)
        #expect(app.grid == """

             ╭────────────────────────────╮
             │       Upload failed        │
             │                            │
             │ The server did not answer. │
             │                            │
             │   [ Cancel ]  [ Retry ]    │
             ╰────────────────────────────╯
        """, "two buttons sit side by side, the cancel one at the left, as iOS shows them")
        #expect(app.focusedDescription == "Cancel", "focus starts on the cancel button")
        #expect(app.style(of: "Upload failed")?.attributes == .bold)
        #expect(app.style(of: "Cancel ]")?.attributes == [.bold, .reverse], "the cancel button is the default: bold")
        #expect(app.style(of: "Retry ]")?.attributes == [])
    }

    @Test func aButtonDismissesTheAlertThenRunsItsActionAndEscPressesCancel() {
        let choices = Choices()
        let app = show(DeleteScreen(choices: choices), width: 40, height: 9)
        app.press(.tab)
        app.press(.enter)
        app.press(.backTab)
        #expect(app.focusedDescription == "Retry")
        app.press(.enter)
        #expect(!app.contains("Upload failed"))
        app.press(.enter)
        app.press(.escape)
        #expect(!app.contains("Upload failed"))
        #expect(choices.made == ["retry", "cancel"])
        #expect(app.focusedDescription == "Fail", "focus goes back to the button that showed the alert")
    }

    @Test func aConfirmationDialogListsItsButtonsInAColumnAcrossTheBottomWithCancelAddedAndTheDestructiveOneRed() {
        let choices = Choices()
        let app = show(DeleteScreen(choices: choices), width: 40, height: 11)
        app.press(.enter)
        #expect(app.grid == """


          ╭──────────────────────────────────╮
          │         Delete the file?         │
          │                                  │
          │      You cannot undo this.       │
          │                                  │
          │            [ Delete ]            │
          │            [ Cancel ]            │
          ╰──────────────────────────────────╯
        """, "an action sheet across the bottom, as an iPhone shows a confirmation dialog")
        #expect(app.style(of: "Delete ]")?.foreground == .red)
        #expect(app.focusedDescription == "Cancel")
        app.press(.backTab)
        app.press(.enter)
        #expect(choices.made == ["delete"])
        #expect(!app.contains("Delete the file?"))
    }

    @Test func thePresentingFormBuildsTheAlertFromItsData() {
        let app = show(PresentingScreen(), width: 40, height: 9)
        app.press(.enter)
        #expect(app.contains("Report.txt is ready."))
        #expect(app.contains("[ Open Report.txt ]"))
    }

    @Test func anAlertWithoutActionsGetsOK() {
        let app = show(NoActions(), width: 30, height: 7)
        #expect(app.contains("[ OK ]"))
        app.press(.enter)
        #expect(app.contains("down"))
    }
}
