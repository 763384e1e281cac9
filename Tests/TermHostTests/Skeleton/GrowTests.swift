import Testing
import TermHost
import TermHostTesting

/// The Grow example's screen (`MoreLines` is the example's own component, linked from
/// `Examples/Grow/GrowWindow.swift`), in a smaller stack.
@MainActor
private final class GrowScreen {
    let window = Window()
    let stack = StackWidget(axis: .vertical)
    let above = LabelWidget("Above")
    let host = HostWidget { MoreLines() }
    let below = LabelWidget("Below")

    init() {
        host.contentAlignment = .topLeading
        stack.frame = Rect(x: 2, y: 1, width: 30, height: 15)
        stack.addArrangedSubview(above)
        stack.addArrangedSubview(host)
        stack.addArrangedSubview(below)
        window.addSubview(stack)
    }
}

@Suite("Walking skeleton: a hosted component grows and pushes a widget down")
@MainActor
struct GrowTests {
    @Test func firstFrameShowsComponentBetweenLabels() {
        let screen = GrowScreen()
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in screen.window }
        #expect(app.line(1).hasPrefix("  Above"))
        #expect(app.line(2).contains("[ More ]"))
        #expect(app.find("Line 1") == Point(x: 2, y: 3))
        #expect(app.find("Below") == Point(x: 2, y: 4))
    }

    @Test func buttonStartsFocused() {
        let screen = GrowScreen()
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in screen.window }
        #expect(app.focused != nil)
        let more = app.find("[ More ]")
        #expect(more != nil)
        if let more { #expect(app.style(at: more).attributes.contains(.reverse)) }
    }

    @Test func eachPressGrowsHostAndMovesBelowInTheFirstFrame() {
        let screen = GrowScreen()
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in screen.window }
        for press in 1...3 {
            let framesBefore = app.terminal.presentCount
            app.press(.enter)
            #expect(app.terminal.presentCount == framesBefore + 1, "one frame per press")
            #expect(app.find("Line \(press + 1)") == Point(x: 2, y: 3 + press))
            #expect(app.find("Below") == Point(x: 2, y: 4 + press))
            #expect(screen.below.frame.minY == 3 + press)
            #expect(screen.host.frame.height == 2 + press)
        }
    }

    @Test func onePressDoesProportionalWork() {
        let screen = GrowScreen()
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in screen.window }
        let before = app.statistics
        app.press(.enter)
        let after = app.statistics
        #expect(after.frames - before.frames == 1)
        #expect(after.bodyEvaluations - before.bodyEvaluations == 1)
        #expect(after.widgetsLaidOut - before.widgetsLaidOut == 3,
                "the host, the stack, and \"Below\", which the fill distribution stretches to the stack's end")
    }
}

/// A component whose text changes without changing its size.
private struct Toggle2: View {
    @State private var on = false
    var body: some View {
        VStack {
            Button(on ? "On " : "Off") { on.toggle() }
        }
    }
}

@Suite("Walking skeleton: size-preserving changes")
@MainActor
struct SameSizeTests {
    @Test func changeWithoutSizeChangeDoesNotRelayoutTheStack() {
        let window = Window()
        let stack = StackWidget()
        stack.axis = .vertical
        stack.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        stack.addArrangedSubview(HostWidget { Toggle2() })
        stack.addArrangedSubview(LabelWidget("Below"))
        window.addSubview(stack)
        let app = HeadlessApp(size: Size(width: 20, height: 5)) { _ in window }
        #expect(app.line(0).contains("[ Off ]"))
        let before = app.statistics
        app.press(.enter)
        #expect(app.line(0).contains("[ On  ]"))
        #expect(app.statistics.widgetsLaidOut == before.widgetsLaidOut)
        #expect(app.statistics.frames - before.frames == 1)
        #expect(app.find("Below") == Point(x: 0, y: 1))
    }
}
