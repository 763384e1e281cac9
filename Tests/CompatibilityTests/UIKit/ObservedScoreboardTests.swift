import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: automatic observation tracking in updateProperties, layout and draw")
@MainActor
struct ObservedScoreboardTests {
    private func launch() -> (ScoreboardController, HeadlessApp) {
        let controller = ScoreboardController()
        let app = HeadlessApp(size: Size(width: 20, height: 5)) { _ in
            let window = Window()
            window.rootViewController = controller
            return window
        }
        return (controller, app)
    }

    @Test func theFirstFrameShowsTheModel() {
        let (controller, app) = launch()
        #expect(app.lines[0...1] == ["Round 1", "Score 0"])
        #expect(app.lines[2].trimmingCharacters(in: .whitespaces) == "Hosted 0", "a hosted Text is centred")
        #expect(app.lines[3] == "")
        #expect(controller.propertyUpdates == 1, "updateProperties runs once before the first layout")
    }

    /// A property read in `updateProperties()` re-runs it when it changes; only that pass.
    @Test func aChangeReadInUpdatePropertiesRunsItAgain() {
        let (controller, app) = launch()
        let badgeDraws = controller.badge.drawCount
        controller.board.title = "Round 2"
        app.waitUntilIdle()
        #expect(app.lines[0] == "Round 2")
        #expect(controller.propertyUpdates == 2)
        #expect(controller.badge.drawCount == badgeDraws, "the badge did not read the title: it is not redrawn")
    }

    /// A property read in `draw(_:)` redraws the view, in the same frame as the hosted SwiftUI view
    /// reading the same property re-evaluates.
    @Test func aChangeReadInDrawRedrawsInTheFrameTheHostedViewUpdates() {
        let (controller, app) = launch()
        let frames = app.statistics.frames
        let panelLayouts = controller.panel.layoutCount
        controller.board.score = 3
        app.waitUntilIdle()
        #expect(app.lines[1] == "Score 3")
        #expect(app.lines[2].trimmingCharacters(in: .whitespaces) == "Hosted 3")
        #expect(app.statistics.frames == frames + 1, "one frame shows both halves' change")
        #expect(controller.panel.layoutCount == panelLayouts, "the panel did not read the score")
    }

    /// A property read in `layoutSubviews()` lays the view out again.
    @Test func aChangeReadInLayoutSubviewsLaysOutAgain() {
        let (controller, app) = launch()
        let layouts = controller.panel.layoutCount
        controller.board.showsDetails = true
        app.waitUntilIdle()
        #expect(controller.panel.layoutCount == layouts + 1)
        #expect(app.lines[3] == "Details")
    }

    /// A property read in `viewWillLayoutSubviews()` lays the root view out again.
    @Test func aChangeReadInViewWillLayoutSubviewsLaysOutAgain() {
        let (controller, app) = launch()
        let passes = controller.layoutPasses
        controller.board.score = 11
        app.waitUntilIdle()
        #expect(controller.layoutPasses == passes + 1)
        #expect(app.style(at: Point(x: 0, y: 0)).foreground == .green)
    }

    /// A property nothing read changes nothing: no frame.
    @Test func aChangeNothingReadDrawsNoFrame() {
        let (controller, app) = launch()
        let frames = app.statistics.frames
        let draws = app.statistics.draws
        controller.board.unrelated += 1
        app.waitUntilIdle()
        #expect(app.statistics.frames == frames)
        #expect(app.statistics.draws == draws)
    }

    /// `setNeedsUpdateProperties()` asks for the pass by hand.
    @Test func setNeedsUpdatePropertiesRunsItBeforeTheNextLayout() {
        let (controller, app) = launch()
        controller.setNeedsUpdateProperties()
        app.waitUntilIdle()
        #expect(controller.propertyUpdates == 2)
    }
}
