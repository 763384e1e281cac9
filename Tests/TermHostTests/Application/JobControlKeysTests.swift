import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// Ctrl-L repaints the whole screen and Ctrl-Z suspends, as the application's defaults for keys no
/// responder took; both can be switched off or given another meaning.
@MainActor
@Suite struct JobControlKeysTests {
    private func makeApp() -> HeadlessApp {
        HeadlessApp(size: Size(width: 20, height: 3)) { _ in
            let window = Window()
            let label = LabelWidget("Hello")
            label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
            window.addSubview(label)
            return window
        }
    }

    @Test func ctrlLRepaintsEveryCell() {
        let app = makeApp()
        let received = app.terminal.cellsReceived
        app.press(.character("l"), modifiers: .control)
        #expect(app.terminal.invalidations == 1, "the terminal forgets what it shows")
        #expect(app.terminal.cellsReceived - received == 20 * 3, "every cell is sent again")
        #expect(app.line(0).hasPrefix("Hello"))
    }

    @Test func ctrlLCanBeSwitchedOffOrTakenOver() {
        let app = makeApp()
        app.application.redrawsOnControlL = false
        app.press(.character("l"), modifiers: .control)
        #expect(app.terminal.invalidations == 0)
        app.application.redrawsOnControlL = true
        var taken = 0
        app.application.unhandledKeyHandler = { key in
            guard key == KeyEvent(.character("l"), modifiers: .control) else { return false }
            taken += 1
            return true
        }
        app.press(.character("l"), modifiers: .control)
        #expect(taken == 1 && app.terminal.invalidations == 0)
    }

    @Test func ctrlZGoesToTheBackgroundAndComesBackRepainted() throws {
        let app = makeApp()
        var states: [ApplicationState] = []
        app.application.addStateObserver { states.append($0) }
        let received = app.terminal.cellsReceived
        app.press(.character("z"), modifiers: .control)
        #expect(states == [.inactive, .background, .inactive, .active])
        #expect(app.terminal.isStarted, "the terminal is taken again")
        #expect(app.terminal.invalidations == 1)
        #expect(app.terminal.cellsReceived - received == 20 * 3, "and repainted whole")
        #expect(app.application.applicationState == .active)
    }

    @Test func ctrlZCanBeSwitchedOff() {
        let app = makeApp()
        app.application.suspendsOnControlZ = false
        var states: [ApplicationState] = []
        app.application.addStateObserver { states.append($0) }
        app.press(.character("z"), modifiers: .control)
        #expect(states.isEmpty)
    }
}
