import TermHost
import TermHostTesting
import Testing

private struct ThreeTabs: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Button("Inbox") {}.tabItem { Label("Mail", systemImage: "envelope") }.tag(0)
            Button("Today") {}.tabItem { Text("Calendar") }.tag(1)
            Text("Nothing").tabItem { Text("Settings") }.tag(2)
        }
    }
}

/// The tab bar's look in its states (the bar exists in the declarative half only; UIKit's
/// `UITabBarController` will adapt the same look, layout and key map from TermHostCore/Controls/TabBar).
@MainActor
@Suite("Controls: the tab bar's look")
struct TabBarLookTests {
    @Test func aLineThenEqualSharesWithDimNumbersAndTheChosenTabBoldAndUnderlined() {
        let app = HeadlessApp(size: Size(width: 42, height: 5)) { _ in ViewRoot(rootView: ThreeTabs()) }
        #expect(app.snapshot(rows: 3..<5) == """
        ──────────────────────────────────────────
           1 ✉ Mail     2 Calendar    3 Settings
        """)
        #expect(app.style(at: Point(x: 0, y: 3)).attributes == .dim, "the line is dim")
        #expect(app.style(of: "1 ")?.attributes == .dim, "the numbers are dim")
        #expect(app.style(of: "Calendar")?.attributes == [.bold, .underline], "the chosen tab")
        #expect(app.style(of: "✉ Mail")?.attributes == [], "the other tabs are plain")
        #expect(app.style(of: "Settings")?.attributes == [])
    }

    @Test func theChosenTabIsReversedWhileTheBarHasFocusAndLeftRightChoose() {
        let app = HeadlessApp(size: Size(width: 42, height: 5)) { _ in ViewRoot(rootView: ThreeTabs()) }
        #expect(app.focusedDescription == "Today")
        app.press(.tab)
        #expect(app.style(of: "Calendar")?.attributes == .reverse, "focused: reversed, as every focused control")
        app.press(.right)
        #expect(app.style(of: "Settings")?.attributes == .reverse)
        #expect(app.style(of: "Calendar")?.attributes == [])
        app.press(.right)
        #expect(app.style(of: "Settings")?.attributes == .reverse, "the last tab stays: a tab bar does not wrap")
        app.press(.left, times: 2)
        #expect(app.style(of: "✉ Mail")?.attributes == .reverse)
        #expect(app.contains("[ Inbox ]"))
    }

    @Test func labelsAreCutToTheirShareOnANarrowBar() {
        let app = HeadlessApp(size: Size(width: 24, height: 5)) { _ in ViewRoot(rootView: ThreeTabs()) }
        #expect(app.lines[4] == "1 ✉ Ma… 2 Cale… 3 Sett…", "a column stays free between tabs")
    }
}
