import TermHost
import TermHostTesting
import Testing

@MainActor
private final class TabLog {
    var entries: [String] = []
    var selection: Binding<Int>?
}

private struct Tabs: View {
    let log: TabLog
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Counter(name: "Home", log: log)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            Counter(name: "Stars", log: log)
                .tabItem { Label("Stars", systemImage: "star") }
                .tag(1)
            Text("Nothing to focus")
                .tabItem { Text("Info") }
                .tag(2)
        }
        .tabViewStyle(.automatic)
        .onAppear { log.selection = $selection }
    }
}

private struct Counter: View {
    let name: String
    let log: TabLog
    @State private var count = 0

    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { log.entries.append("\(name) appear") }
            .onDisappear { log.entries.append("\(name) disappear") }
    }
}

@MainActor
@Suite struct TabViewTests {
    @Test func theSelectedTabIsShownAboveATabBarOfEqualShares() {
        let app = show(Tabs(log: TabLog()), width: 36, height: 6)
        #expect(app.grid == """

                     [ Home 0 ]


        ────────────────────────────────────
          1 ⌂ Home   2 ☆ Stars     3 Info
        """)
        #expect(app.style(of: "⌂ Home")?.attributes.contains(.underline) == true)
        #expect(app.style(of: "☆ Stars")?.attributes.contains(.underline) == false)
    }

    @Test func altDigitsAndCtrlArrowsChooseTabsAndTheBindingFollows() {
        let log = TabLog()
        let app = show(Tabs(log: log), width: 36, height: 6)
        app.press(.alt("2"))
        #expect(app.contains("[ Stars 0 ]"))
        #expect(log.selection?.wrappedValue == 1)
        app.press(.right, modifiers: .control)
        #expect(app.contains("Nothing to focus"))
        app.press(.left, modifiers: .control)
        app.press(.left, modifiers: .control)
        #expect(app.contains("[ Home 0 ]"))
        log.selection?.wrappedValue = 2
        app.waitUntilIdle()
        #expect(app.contains("Nothing to focus"), "setting the selection chooses the tab")
    }

    @Test func aClickOnATabChoosesIt() {
        let app = show(Tabs(log: TabLog()), width: 36, height: 6)
        #expect(app.click(on: "Stars"))
        #expect(app.contains("[ Stars 0 ]"))
    }

    @Test func eachTabKeepsItsStateAndSeesAppearAndDisappear() {
        let log = TabLog()
        let app = show(Tabs(log: log), width: 36, height: 6)
        #expect(log.entries == ["Home appear"], "a tab's view is made when it is first shown")
        app.press(.enter)
        app.press(.enter)
        app.press(.alt("2"))
        app.press(.enter)
        app.press(.alt("1"))
        #expect(app.contains("[ Home 2 ]"))
        app.press(.alt("2"))
        #expect(app.contains("[ Stars 1 ]"))
        // The chosen tab appears, then the one it covers disappears (as a pushed view does).
        #expect(log.entries == ["Home appear", "Stars appear", "Home disappear", "Home appear", "Stars disappear",
                                "Stars appear", "Home disappear"])
    }

    @Test func focusMovesIntoTheChosenTabOrToTheBarWhenItHasNothingToFocus() {
        let app = show(Tabs(log: TabLog()), width: 36, height: 6)
        #expect(app.focusedDescription == "Home 0")
        app.press(.alt("3"))
        #expect(app.focused != nil)
        #expect(app.style(of: "Info")?.attributes.contains(.reverse) == true, "the bar has focus and shows it")
        app.press(.left)
        #expect(app.contains("[ Stars 0 ]"), "Left on the focused bar chooses the previous tab")
    }
}
