import TermHost
import TermHostTesting
import Testing

@MainActor
private final class BurstLog {
    var path: Binding<[Int]>?
    var selection: Binding<Int>?
}

private struct DeepStack: View {
    let log: BurstLog
    @State private var path = Array(1...9)

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationDestination(for: Int.self) { Text("Page \($0)").navigationTitle("#\($0)") }
        }
        .onAppear { log.path = $path }
    }
}

private struct ManyTabs: View {
    let log: BurstLog
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            ForEach(0..<6, id: \.self) { index in
                Text("Tab body \(index)").tabItem { Text("T\(index)") }.tag(index)
            }
        }
        .onAppear { log.selection = $selection }
    }
}

/// Keys that arrive together (one read holding a quick double press, key repeat over ssh) are each handled
/// against the state the previous one left, as when they come one at a time.
@MainActor
@Suite struct KeyBurstTests {
    /// Delivers `keys` back to back, as one read from the terminal does, then lets the app go idle.
    private func burst(_ keys: [KeyEvent], to app: HeadlessApp) {
        for key in keys { app.application.handle(.key(key)) }
        app.waitUntilIdle()
    }

    @Test func fourEscapesInOneReadPopFourPages() {
        let log = BurstLog()
        let app = show(DeepStack(log: log), width: 40, height: 8)
        #expect(app.contains("Page 9"))
        burst(Array(repeating: KeyEvent(.escape), count: 4), to: app)
        #expect(log.path?.wrappedValue == [1, 2, 3, 4, 5])
        #expect(app.contains("Page 5"))
    }

    @Test func aStormOfEscapesEmptiesTheStackAndStopsAtTheRoot() {
        let log = BurstLog()
        let app = show(DeepStack(log: log), width: 40, height: 8)
        burst(Array(repeating: KeyEvent(.escape), count: 300), to: app)
        #expect(log.path?.wrappedValue == [])
        #expect(app.contains("Root"))
    }

    @Test func nextTabKeysInOneReadMoveOneTabEach() {
        let log = BurstLog()
        let app = show(ManyTabs(log: log), width: 60, height: 6)
        burst(Array(repeating: KeyEvent(.right, modifiers: .control), count: 4), to: app)
        #expect(log.selection?.wrappedValue == 4)
        #expect(app.contains("Tab body 4"))
    }
}
