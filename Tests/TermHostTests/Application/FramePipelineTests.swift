import Testing
import TermHost

/// A root content that records what the application asks of it.
@MainActor
private final class RecordingContent: RootContent, FrameUpdating {
    let responder = Responder()
    var layouts = 0
    var draws = 0
    var updates = 0
    var text = "hello"

    var rootResponder: Responder { responder }
    func didMove(to application: Application?) {}
    func layout(in size: Size) { layouts += 1 }
    func draw(into canvas: Canvas, full: Bool) {
        draws += 1
        canvas.clear(Rect(x: 0, y: 0, width: canvas.size.width, height: 1))
        canvas.drawText(text, at: .zero)
    }
    func responder(at point: Point) -> Responder? { responder }
    func performFrameUpdate() { updates += 1 }
}

@Suite("Application frame pipeline")
@MainActor
struct FramePipelineTests {
    private func makeApp() -> (Application, ManualScheduler, HeadlessTerminal, RecordingContent) {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 3))
        let scheduler = ManualScheduler()
        let app = Application(terminal: terminal, scheduler: scheduler)
        let content = RecordingContent()
        app.rootContent = content
        scheduler.runUntilIdle()
        return (app, scheduler, terminal, content)
    }

    @Test func manyInvalidationsInOneTurnGiveOneFrame() {
        let (app, scheduler, terminal, content) = makeApp()
        let framesBefore = app.statistics.frames
        let presentsBefore = terminal.presentCount
        for _ in 0..<100 {
            app.setNeedsFrame()
            app.setNeedsUpdate(content)
        }
        scheduler.runUntilIdle()
        #expect(app.statistics.frames == framesBefore + 1)
        #expect(terminal.presentCount == presentsBefore + 1)
        #expect(content.updates == 1, "an update requested many times runs once")
    }

    @Test func nothingRendersUntilTheQueueTurns() {
        let (app, scheduler, _, content) = makeApp()
        let draws = content.draws
        app.setNeedsFrame()
        #expect(content.draws == draws)
        scheduler.runUntilIdle()
        #expect(content.draws == draws + 1)
    }

    @Test func onlyChangedCellsReachTheTerminal() {
        let (app, scheduler, terminal, content) = makeApp()
        #expect(terminal.line(0).hasPrefix("hello"))
        let received = terminal.cellsReceived
        content.text = "hallo"
        app.setNeedsFrame()
        scheduler.runUntilIdle()
        #expect(terminal.line(0).hasPrefix("hallo"))
        #expect(terminal.cellsReceived == received + 1, "only the changed cell is sent")
    }

    @Test func resizeRedrawsEverything() {
        let (app, scheduler, terminal, _) = makeApp()
        terminal.resize(to: Size(width: 30, height: 4))
        for event in terminal.readEvents() { app.handle(event) }
        scheduler.runUntilIdle()
        #expect(app.screen.size == Size(width: 30, height: 4))
        #expect(terminal.line(0).hasPrefix("hello"))
    }
}

@Suite("Injectable clock")
@MainActor
struct ManualSchedulerTests {
    @Test func timersRunWhenTheClockIsAdvancedNotBefore() {
        let scheduler = ManualScheduler()
        var fired: [String] = []
        scheduler.schedule(after: .seconds(3)) { fired.append("3s") }
        scheduler.schedule(after: .seconds(1)) { fired.append("1s") }
        scheduler.schedule { fired.append("now") }
        scheduler.runUntilIdle()
        #expect(fired == ["now"])
        scheduler.advance(by: .milliseconds(999))
        #expect(fired == ["now"])
        scheduler.advance(by: .milliseconds(1))
        #expect(fired == ["now", "1s"])
        scheduler.advance(by: .seconds(5))
        #expect(fired == ["now", "1s", "3s"])
        #expect(scheduler.now == .seconds(6))
    }

    @Test func cancelledWorkDoesNotRun() {
        let scheduler = ManualScheduler()
        var ran = false
        let work = scheduler.schedule(after: .seconds(1)) { ran = true }
        work.cancel()
        scheduler.advance(by: .seconds(2))
        #expect(!ran)
    }

    @Test func workScheduledByWorkRunsInTheSameAdvance() {
        let scheduler = ManualScheduler()
        var order: [Int] = []
        scheduler.schedule(after: .seconds(1)) {
            order.append(1)
            scheduler.schedule(after: .seconds(1)) { order.append(2) }
        }
        scheduler.advance(by: .seconds(3))
        #expect(order == [1, 2])
    }
}

/// A responder tree root that counts how often focus looks below it.
@MainActor
private final class CountingResponder: Responder {
    var walks = 0
    var focusable = false
    override var canBecomeFocused: Bool { focusable }
    override var focusChildren: [Responder] {
        walks += 1
        return []
    }
}

@Suite("Focus search")
@MainActor
struct FocusSearchTests {
    @Test func framesWithNothingFocusableDoNotWalkTheTreeAgain() {
        let terminal = HeadlessTerminal(size: Size(width: 10, height: 2))
        let scheduler = ManualScheduler()
        let app = Application(terminal: terminal, scheduler: scheduler)
        let content = RecordingContentWithRoot()
        app.rootContent = content
        scheduler.runUntilIdle()
        #expect(content.root.walks == 1, "the first frame looks for something to focus")
        for _ in 0..<5 {
            app.setNeedsFrame()
            scheduler.runUntilIdle()
        }
        #expect(content.root.walks == 1, "later frames do not walk the tree")
        content.root.focusable = true
        app.focusEngine.setNeedsFocusUpdate()
        app.setNeedsFrame()
        scheduler.runUntilIdle()
        #expect(app.focusEngine.focused === content.root, "a focus update finds the new focusable responder")
    }
}

@MainActor
private final class RecordingContentWithRoot: RootContent {
    let root = CountingResponder()
    var rootResponder: Responder { root }
    func didMove(to application: Application?) {}
    func layout(in size: Size) {}
    func draw(into canvas: Canvas, full: Bool) {}
    func responder(at point: Point) -> Responder? { root }
}
