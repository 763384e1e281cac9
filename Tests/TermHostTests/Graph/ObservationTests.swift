import Observation
import Testing
import TermHost
import TermHostTesting

@Observable
@MainActor
private final class Model {
    var first = 0
    var second = 0
}

private struct ReadsFirst: View {
    let model: Model
    var body: some View { Text("first \(model.first)") }
}

private struct ReadsSecond: View {
    let model: Model
    var body: some View { Text("second \(model.second)") }
}

private struct Both: View {
    let model: Model
    var body: some View {
        VStack(alignment: .leading) {
            ReadsFirst(model: model)
            ReadsSecond(model: model)
        }
    }
}

private struct EnvironmentReader: View {
    @Environment(Model.self) private var model
    var body: some View { Text("env \(model.first)") }
}

private struct BindableEditor: View {
    @Bindable var model: Model
    var body: some View {
        Stepper("bindable \(model.second)", value: $model.second)
    }
}

@Suite("Observation: only bodies that read a property re-evaluate")
@MainActor
struct ObservationTests {
    @Test func changingOnePropertyReEvaluatesOnlyItsReader() {
        let model = Model()
        let app = show(Both(model: model).topLeading(), width: 20, height: 2)
        let before = app.statistics
        model.first = 5
        app.waitUntilIdle()
        #expect(app.statistics.bodyEvaluations - before.bodyEvaluations == 1)
        #expect(app.statistics.frames - before.frames == 1)
        #expect(app.screen == "first 5\nsecond 0")
    }

    @Test func manyChangesInOneTurnMakeOneFrame() {
        let model = Model()
        let app = show(Both(model: model).topLeading(), width: 20, height: 2)
        let before = app.statistics
        for value in 1...10 {
            model.first = value
            model.second = value
        }
        app.waitUntilIdle()
        #expect(app.statistics.frames - before.frames == 1)
        #expect(app.statistics.bodyEvaluations - before.bodyEvaluations == 2)
        #expect(app.screen == "first 10\nsecond 10")
    }

    @Test func trackingIsReArmedAfterEachEvaluation() {
        let model = Model()
        let app = show(Both(model: model).topLeading(), width: 20, height: 2)
        for value in 1...3 {
            model.second = value
            app.waitUntilIdle()
            #expect(app.screen == "first 0\nsecond \(value)")
        }
    }

    @Test func environmentObjectAndBindable() {
        let model = Model()
        let view = VStack(alignment: .leading) {
            EnvironmentReader()
            BindableEditor(model: model)
        }.environment(model)
        let app = show(view.topLeading(), width: 30, height: 2)
        #expect(app.line(0).hasPrefix("env 0"))
        model.first = 3
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix("env 3"))
        app.focusNext(until: "bindable")
        app.press(.right)
        #expect(model.second == 1)
        #expect(app.find("bindable 1") != nil)
    }
}

extension HeadlessApp {
    /// Presses Tab until the focused control shows `text` (at most 20 times).
    func focusNext(until text: String) {
        for _ in 0..<20 {
            if let point = find(text), style(at: point).attributes.contains(.reverse) { return }
            press(.tab)
        }
    }
}
