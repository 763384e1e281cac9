import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@MainActor
@Suite struct ApplicationStateTests {
    @Test func observersHearEachChangeOnceInOrderUntilRemoved() {
        let app = Application(terminal: HeadlessTerminal(size: Size(width: 10, height: 2)), scheduler: ManualScheduler())
        #expect(app.applicationState == .active)
        var heard: [ApplicationState] = []
        let token = app.addStateObserver { heard.append($0) }
        app.setApplicationState(.background)
        app.setApplicationState(.background)
        app.setApplicationState(.active)
        app.removeStateObserver(token)
        app.setApplicationState(.background)
        #expect(heard == [.background, .active])
        #expect(app.applicationState == .background)
    }
}
