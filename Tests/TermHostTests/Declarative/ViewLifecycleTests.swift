import Testing
import TermHost
import TermHostTesting

@MainActor
private final class Log {
    var appeared = 0
    var disappeared = 0
    var changes: [String] = []
    var taskStarted = 0
    var taskCancelled = 0
}

private struct Shown: View {
    let log: Log
    var body: some View {
        Text("shown")
            .onAppear { log.appeared += 1 }
            .onDisappear { log.disappeared += 1 }
            .task {
                log.taskStarted += 1
                while !Task.isCancelled { await Task.yield() }
                log.taskCancelled += 1
            }
    }
}

private struct Switch: View {
    let log: Log
    @State var visible = true
    @State var count = 0
    var body: some View {
        VStack {
            Button("toggle") { visible.toggle() }
            Button("count") { count += 1 }
            if visible { Shown(log: log) }
        }
        .onChange(of: count) { old, new in log.changes.append("\(old)->\(new)") }
    }
}

@Suite("Lifecycle: onAppear, onDisappear, onChange, task")
@MainActor
struct ViewLifecycleTests {
    @Test func appearAndDisappearOncePerInsertionAndRemoval() {
        let log = Log()
        let app = show(Switch(log: log), width: 20, height: 4)
        #expect(log.appeared == 1)
        app.click(on: "count")
        #expect(log.appeared == 1, "re-evaluating the parent does not re-appear")
        app.click(on: "toggle")
        #expect(log.disappeared == 1)
        app.click(on: "toggle")
        #expect(log.appeared == 2)
        #expect(log.disappeared == 1)
    }

    @Test func onChangeSeesOldAndNew() {
        let log = Log()
        let app = show(Switch(log: log), width: 20, height: 4)
        app.click(on: "count")
        app.click(on: "count")
        #expect(log.changes == ["0->1", "1->2"])
    }

    @Test func taskIsCancelledOnDisappear() async {
        let log = Log()
        let app = show(Switch(log: log), width: 20, height: 4)
        for _ in 0..<20 where log.taskStarted == 0 { await Task.yield() }
        #expect(log.taskStarted == 1)
        app.click(on: "toggle")
        for _ in 0..<50 where log.taskCancelled == 0 { await Task.yield() }
        #expect(log.taskCancelled == 1)
    }
}
