import TermHost
import TermHostTesting
import Testing

private struct CountingPage: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("More") { count += 1 }
        }
        .navigationTitle("Counter")
        .toolbar { Button("Reset") { count = 0 } }
    }
}

private struct Pages: View {
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(0..<20) { index in
                    NavigationLink("Page \(index)") { CountingPage() }
                }
            }
        }
    }
}

@MainActor
@Suite struct NavigationWorkTests {
    @Test func aChangeInsideAPushedPageRedrawsThatPageNotTheStackOrTheCoveredRoot() {
        let app = show(Pages(), width: 40, height: 26)
        app.press(.enter)
        #expect(app.contains("Count 0"))
        let before = app.statistics
        app.press(.enter)
        let after = app.statistics
        #expect(app.contains("Count 1"))
        #expect(after.bodyEvaluations - before.bodyEvaluations == 1, "only the page's body")
        #expect(after.draws - before.draws <= 2, "the page's text only: not the bar, not the covered root's 20 links")
        #expect(after.cellsDrawn - before.cellsDrawn <= 2 * 7, "the 7 cells of \"Count 1\", cleared and drawn")
    }
}
