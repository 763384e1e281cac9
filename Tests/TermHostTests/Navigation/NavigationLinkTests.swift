import TermHost
import TermHostTesting
import Testing

private struct ViewLinks: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("About", destination: Text("About page"))
                NavigationLink { Counter() } label: { Text("Counter") }
                Button("Settings") { showsSettings = true }
                Text(showsSettings ? "on" : "off")
            }
            .navigationDestination(isPresented: $showsSettings) {
                Text("Settings page").navigationBarBackButtonHidden()
            }
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

@MainActor
@Suite struct NavigationLinkTests {
    @Test func aDestinationLinkPushesItsView() {
        let app = show(ViewLinks(), width: 30, height: 8)
        app.press(.enter)
        #expect(app.contains("About page"))
        #expect(app.contains("‹ Back"))
        #expect(app.focusedDescription == "‹ Back", "with nothing else to focus, the back control takes focus")
        app.press(.enter)
        #expect(app.contains("About ›"))
    }

    @Test func aPushedDestinationViewKeepsItsStateUntilPopped() {
        let app = show(ViewLinks(), width: 30, height: 8)
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("Count 2"))
        app.press(.escape)
        app.press(.enter)
        #expect(app.contains("Count 0"))
    }

    @Test func anIsPresentedDestinationFollowsItsBindingAndABackHiddenPageIgnoresEsc() {
        let app = show(ViewLinks(), width: 30, height: 8)
        app.press(.tab)
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Settings page"))
        #expect(!app.contains("‹ Back"), "navigationBarBackButtonHidden hides the back control")
        app.press(.escape)
        #expect(app.contains("Settings page"), "and Esc does not pop it")
    }
}
