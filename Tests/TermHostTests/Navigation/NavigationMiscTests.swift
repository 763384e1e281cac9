import TermHost
import TermHostTesting
import Testing

private struct Legacy: View {
    var body: some View {
        NavigationView {
            NavigationLink("Next", destination: PresentedFlag())
                .navigationTitle("Old style")
        }
        .navigationViewStyle(.stack)
    }
}

private struct PresentedFlag: View {
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Text(isPresented ? "presented" : "not presented")
    }
}

private struct ThreeColumns: View {
    var body: some View {
        NavigationSplitView {
            Text("Folders").navigationTitle("Mail")
        } content: {
            Text("Messages").navigationTitle("Inbox")
        } detail: {
            Text("Message")
        }
    }
}

private struct HiddenTabBar: View {
    var body: some View {
        TabView {
            NavigationStack {
                NavigationLink("Open", destination: Text("Full page").toolbar(.hidden, for: .tabBar))
            }
            .tabItem { Text("One") }
            Text("Two").tabItem { Text("Two") }
        }
    }
}

@MainActor
@Suite struct NavigationMiscTests {
    @Test func navigationViewIsAStackAndPushedViewsKnowTheyArePresented() {
        let app = show(Legacy(), width: 30, height: 5)
        #expect(app.line(0).contains("Old style"))
        #expect(app.contains("not presented") == false)
        app.press(.enter)
        #expect(app.contains("presented"))
        #expect(!app.contains("not presented"))
    }

    @Test func aThreeColumnSplitViewShowsEachColumnsTitleInItsOwnBar() {
        let app = show(ThreeColumns(), width: 100, height: 5)
        #expect(app.line(0).contains("Mail"))
        #expect(app.line(0).contains("Inbox"))
        #expect(app.line(2).contains("Folders") && app.line(2).contains("Messages") && app.line(2).contains("Message"))
        #expect(app.line(2).filter { $0 == "│" }.count == 2)
    }

    @Test func aPushedViewCanHideTheTabBar() {
        let app = show(HiddenTabBar(), width: 30, height: 8)
        #expect(app.contains("1 One"))
        app.press(.enter)
        #expect(app.contains("Full page"))
        #expect(!app.contains("1 One"), "toolbar(.hidden, for: .tabBar) hides the bar while the view is shown")
        app.press(.escape)
        #expect(app.contains("1 One"))
    }
}
