import TermHost
import TermHostTesting
import Testing

@MainActor
private final class SheetLog {
    var entries: [String] = []
}

private struct SheetHost: View {
    @State private var isShowing = false
    let log: SheetLog

    var body: some View {
        VStack {
            Text("Main")
            Button("Show") { isShowing = true }
        }
        .sheet(isPresented: $isShowing, onDismiss: { log.entries.append("dismissed") }) {
            SheetContent(log: log)
        }
    }
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @State private var count = 0
    let log: SheetLog

    var body: some View {
        VStack {
            Text("Sheet \(count)")
            Button("Add") { count += 1 }
            Button("Close") { dismiss() }
        }
        .onAppear { log.entries.append("appear") }
        .onDisappear { log.entries.append("disappear") }
    }
}

@MainActor
@Suite struct SheetTests {
    @Test func aSheetIsACentredPanelOverTheContentWithFocusInside() {
        let log = SheetLog()
        let app = show(SheetHost(log: log), width: 24, height: 9)
        app.press(.enter)
        #expect(app.grid == """

          ╭──────────────────╮
          │                  │
          │     Sheet 0      │
          │     [ Add ]      │
          │    [ Close ]     │
          │                  │
          ╰──────────────────╯
        """)
        #expect(app.focusedDescription == "Add")
        app.press(.tab)
        #expect(app.focusedDescription == "Close")
        app.press(.tab)
        #expect(app.focusedDescription == "Add", "Tab stays inside the sheet")
        #expect(log.entries == ["appear"])
    }

    @Test func escDismissesTheSheetSetsTheBindingFalseAndRunsOnDismiss() {
        let log = SheetLog()
        let app = show(SheetHost(log: log), width: 24, height: 9)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("Sheet 1"))
        app.press(.escape)
        #expect(!app.contains("Sheet"))
        #expect(app.contains("Main"))
        #expect(log.entries == ["appear", "disappear", "dismissed"])
        #expect(app.focusedDescription == "Show", "focus goes back to where it was")
        app.press(.enter)
        #expect(app.contains("Sheet 0"), "a new presentation starts with fresh state")
    }

    @Test func dismissFromTheEnvironmentClosesTheSheet() {
        let log = SheetLog()
        let app = show(SheetHost(log: log), width: 24, height: 9)
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        #expect(!app.contains("Sheet"))
        #expect(log.entries.last == "dismissed")
    }
}
