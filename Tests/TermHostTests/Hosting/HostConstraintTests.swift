import Testing
import TermHost
import TermHostTesting

/// A component that grows by a line per press.
private struct Growing: View {
    @State private var lines = 1
    var body: some View {
        VStack(alignment: .leading) {
            Button("Grow") { lines += 1 }
            ForEach(0..<lines) { Text("line \($0 + 1)") }
        }
    }
}

@Suite("Hosting with constraints (H5, H6)")
@MainActor
struct HostConstraintTests {
    @Test func hostingControllerPinnedWithEdgeConstraintsFollowsItsParent() {
        let parent = WidgetController()
        parent.title = "Parent"
        let child = HostingController(rootView: Text("pinned"))
        let window = window(root: parent)
        parent.addChild(child)
        let hosted: Widget = child.view
        hosted.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(hosted)
        Constraint.activate([
            hosted.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor, constant: 2),
            hosted.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor, constant: -2),
            hosted.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 1),
            hosted.bottomAnchor.constraint(equalTo: parent.view.bottomAnchor, constant: -1),
        ])
        child.didMove(toParent: parent)
        let app = run(window, width: 30, height: 6)
        #expect(child.parent === parent)
        #expect(hosted.frame == Rect(x: 2, y: 1, width: 26, height: 4))
        #expect(app.contains("pinned"))
        app.resize(to: Size(width: 40, height: 8))
        #expect(hosted.frame == Rect(x: 2, y: 1, width: 36, height: 6))
    }

    @Test func aGrowingHostPushesAConstrainedLabelDownInTheFirstFrame() {
        let window = Window()
        let host = HostWidget { Growing() }
        host.contentAlignment = .topLeading
        let below = LabelWidget("below")
        for widget in [host as Widget, below] {
            widget.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(widget)
        }
        Constraint.activate([
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            host.topAnchor.constraint(equalTo: window.topAnchor),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.topAnchor.constraint(equalTo: host.bottomAnchor),
        ])
        let app = run(window, width: 20, height: 8)
        #expect(app.find("below") == Point(x: 0, y: 2))
        let frames = app.statistics.frames
        app.press(.enter)
        #expect(app.statistics.frames == frames + 1)
        #expect(app.find("line 2") == Point(x: 0, y: 2))
        #expect(app.find("below") == Point(x: 0, y: 3), "moved in the same frame")
    }
}
