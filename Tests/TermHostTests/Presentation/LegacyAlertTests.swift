import TermHost
import TermHostTesting
import Testing

@MainActor
private final class Taps {
    var names: [String] = []
}

private struct OldStyle: View {
    let taps: Taps
    @State private var showsAlert = false
    @State private var showsSheet = false

    var body: some View {
        VStack {
            Button("Alert") { showsAlert = true }
            Button("Sheet") { showsSheet = true }
        }
        .alert(isPresented: $showsAlert) {
            Alert(title: Text("Delete?"), message: Text("There is no undo"),
                  primaryButton: .destructive(Text("Delete")) { taps.names.append("delete") },
                  secondaryButton: .cancel())
        }
        .actionSheet(isPresented: $showsSheet) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")) { taps.names.append("copy") }, .cancel()])
        }
    }
}

@MainActor
@Suite struct LegacyAlertTests {
    @Test func theDeprecatedAlertStructIsShownAsAnAlert() {
        let taps = Taps()
        let app = show(OldStyle(taps: taps), width: 40, height: 9)
        app.press(.enter)
        #expect(app.contains("Delete?"))
        #expect(app.contains("There is no undo"))
        #expect(app.contains("[ Cancel ]  [ Delete ]"), "two buttons side by side, the cancel one at the left, as iOS shows them")
        #expect(app.focusedDescription == "Cancel")
        app.press(.backTab)
        app.press(.enter)
        #expect(taps.names == ["delete"])
        #expect(!app.contains("Delete?"))
    }

    @Test func theDeprecatedActionSheetIsShownAsADialogWithItsTitle() {
        let taps = Taps()
        let app = show(OldStyle(taps: taps), width: 40, height: 9)
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Share"))
        #expect(app.contains("[ Copy ]"))
        app.press(.escape)
        #expect(!app.contains("Share"))
        #expect(taps.names.isEmpty)
    }
}
