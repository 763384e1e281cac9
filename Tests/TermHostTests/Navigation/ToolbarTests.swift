import TermHost
import TermHostTesting
import Testing

@MainActor
private final class Presses {
    var names: [String] = []
}

private struct Mail: View {
    let presses: Presses

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .navigationTitle("Mail")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Edit") { presses.names.append("Edit") } }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { presses.names.append("Add") } }
                    ToolbarItem(placement: .bottomBar) { Button("Archive") { presses.names.append("Archive") } }
                }
        }
    }
}

private struct Principal: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Hidden by the principal item")
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Custom") }
                    ToolbarItemGroup(placement: .confirmationAction) {
                        Button("Save") {}
                        Button("Send") {}
                    }
                }
        }
    }
}

private struct BarHidden: View {
    var body: some View {
        NavigationStack {
            Text("Full").navigationTitle("Gone").toolbar(.hidden, for: .navigationBar)
        }
    }
}

private struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

private struct PushesAPageWithACloseItem: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") {
                Text("Page").toolbar { ToolbarItem(placement: .topBarTrailing) { CloseButton() } }
            }
        }
    }
}

@MainActor
@Suite struct ToolbarTests {
    @Test func toolbarItemsSeeTheEnvironmentOfThePageThatDeclaresThem() {
        let app = show(PushesAPageWithACloseItem(), width: 40, height: 5)
        app.press(.enter)
        #expect(app.contains("Page"))
        app.press(.function(2))
        #expect(app.contains("Open ›"), "the item's own @Environment(\\.dismiss) pops the page that declared it")
    }

    @Test func itemsGoToTheirPlacementsWithTheirShortcutsShown() {
        let app = show(Mail(presses: Presses()), width: 40, height: 8)
        #expect(app.grid == """
         F2 Edit          Mail           F3 Add


                         Inbox



         F4 Archive
        """, "bar buttons are borderless, as in SwiftUI's toolbars and UIKit's bars; no lines around the bars")
    }

    @Test func functionKeysPressTheItemsAndTabReachesThem() {
        let presses = Presses()
        let app = show(Mail(presses: presses), width: 40, height: 8)
        app.press(.function(3))
        app.press(.function(4))
        app.press(.function(2))
        #expect(presses.names == ["Add", "Archive", "Edit"])
        #expect(app.focusedDescription == "Edit")
        app.press(.tab)
        #expect(app.focusedDescription == "Add")
        app.press(.tab)
        #expect(app.focusedDescription == "Archive")
    }

    @Test func aPrincipalItemReplacesTheTitleAndAGroupGivesEachViewAnItem() {
        let app = show(Principal(), width: 50, height: 5)
        #expect(app.line(0).trimmingTrailingSpaces == "                      Custom     F2 Save  F3 Send")
    }

    @Test func aHiddenNavigationBarTakesNoRows() {
        let app = show(BarHidden(), width: 20, height: 3)
        #expect(app.grid == "\n        Full")
    }
}
