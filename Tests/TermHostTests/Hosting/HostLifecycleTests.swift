import Observation
import Testing
import TermHost
import TermHostTesting

@MainActor
private final class Events {
    var calls: [String] = []
}

@Observable
@MainActor
private final class Model {
    var text = "model"
}

private struct Tracked: View {
    let events: Events
    @State private var taps = 0
    var body: some View {
        Button("Taps \(taps)") { taps += 1 }
            .onAppear { events.calls.append("appear") }
            .onDisappear { events.calls.append("disappear") }
    }
}

private struct ModelView: View {
    let model: Model
    let onTap: @MainActor () -> Void
    var body: some View {
        Button(model.text) { onTap() }
    }
}

@Suite("Hosting: lifecycle and memory")
@MainActor
struct HostLifecycleTests {
    @Test func appearsWhenShownDisappearsWhenRemovedAndKeepsStateWhenMoved() {
        let events = Events()
        let window = Window()
        let left = Widget(frame: Rect(x: 0, y: 0, width: 15, height: 1))
        let right = Widget(frame: Rect(x: 15, y: 0, width: 15, height: 1))
        window.addSubview(left)
        window.addSubview(right)
        let host = HostWidget { Tracked(events: events) }
        host.frame = Rect(x: 0, y: 0, width: 15, height: 1)
        left.addSubview(host)
        #expect(events.calls.isEmpty, "not on screen before an application shows the window")
        let app = run(window, width: 30, height: 2)
        #expect(events.calls == ["appear"])
        app.press(.enter)
        #expect(app.find("Taps 1") != nil)
        right.addSubview(host)
        app.waitUntilIdle()
        #expect(events.calls == ["appear", "disappear", "appear"])
        #expect(app.find("Taps 1").map { $0.x >= 15 } == true, "state kept across the move")
        host.removeFromSuperview()
        app.waitUntilIdle()
        #expect(events.calls == ["appear", "disappear", "appear", "disappear"])
        #expect(app.find("Taps") == nil)
    }

    @Test func removingAHostFreesItsControllerGraphAndModel() {
        weak var weakModel: Model?
        weak var weakHost: HostWidget<ModelView>?
        weak var weakController: HostingController<ModelView>?
        let parent = titled("P")
        let app = run(window(root: parent))
        do {
            let model = Model()
            weakModel = model
            var taps = 0
            let host = HostWidget { ModelView(model: model, onTap: { taps += 1 }) }
            host.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            weakHost = host
            weakController = host.hostingController
            parent.view.addSubview(host)
            app.waitUntilIdle()
            #expect(app.find("model") != nil)
            app.press(.enter)
            #expect(taps == 1)
            host.removeFromSuperview()
        }
        app.waitUntilIdle()
        #expect(weakHost == nil)
        #expect(weakController == nil)
        #expect(weakModel == nil)
        #expect(parent.children.isEmpty)
    }
}
