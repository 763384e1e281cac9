import TermHost
import TermHostTesting
import Testing

@MainActor
/// Whether the component appeared.
private final class Flag { var appeared = false }

@Suite("Hosting: a window shown after its hosts laid out")
@MainActor
struct HostShownLaterTests {
    /// A host laid out before its window is attached to the application comes on screen when it is.
    @Test func hostLaidOutBeforeTheWindowIsShown() {
        let flag = Flag()
        let window = Window()
        window.frame = Rect(x: 0, y: 0, width: 20, height: 3)
        let host = HostWidget { Text("shown").onAppear { flag.appeared = true } }
        host.frame = window.bounds
        window.addSubview(host)
        window.layoutIfNeeded()
        let app = HeadlessApp(size: Size(width: 20, height: 3)) { _ in window }
        app.waitUntilIdle()
        #expect(flag.appeared)
        #expect(app.contains("shown"))
    }
}
