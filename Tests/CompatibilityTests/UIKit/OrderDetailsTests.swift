import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: a hosting container in a stack in a scroll view grows with its content")
@MainActor
struct OrderDetailsTests {
    private func show(height: Int = 12) -> (HeadlessApp, OrderDetailsViewController) {
        let controller = OrderDetailsViewController()
        let app = HeadlessApp(size: Size(width: 40, height: height)) { _ in
            let window = Window()
            window.rootViewController = controller
            return window
        }
        return (app, controller)
    }

    @Test func theSectionsAreStackedWithTheHostedSummarySizedByItsContent() {
        let (app, controller) = show()
        #expect(app.grid == """
            Order details

            Order #1042: 3 items
            [ Show items ]

            Shipping: 2 business days

            Questions? Contact support.
            """)
        #expect(controller.summaryContainer.frame == Rect(x: 0, y: 2, width: 40, height: 2))
        #expect(controller.scrollView.contentSize == Size(width: 40, height: 8))
        #expect(controller.summaryContainer.hostingController.parent === controller)
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func expandingTheSummaryMovesTheSectionsBelowDownInTheFirstFrame() {
        let (app, controller) = show()
        #expect(app.focused != nil, "the hosted button has focus")
        let frames = app.terminal.presentCount
        app.press(.enter)
        #expect(app.terminal.presentCount == frames + 1, "one frame, already right")
        #expect(app.grid == """
            Order details

            Order #1042: 3 items
            - Keyboard
            - Mouse
            - Cable
            [ Hide items ]

            Shipping: 2 business days

            Questions? Contact support.
            """)
        #expect(controller.summaryContainer.frame.height == 5)
        #expect(controller.scrollView.contentSize.height == 11)
        app.press(.enter)
        #expect(app.find("Shipping: 2 business days") == Point(x: 0, y: 5))
        #expect(controller.scrollView.contentSize.height == 8)
    }

    @Test func whenTheContentOutgrowsTheScreenItScrolls() {
        let (app, controller) = show(height: 8)
        app.press(.enter)
        #expect(controller.scrollView.contentSize.height == 11)
        #expect(app.find("Questions?") == nil, "below the viewport")
        app.press(.end)
        #expect(controller.scrollView.contentOffset == Point(x: 0, y: 3))
        #expect(app.find("Questions? Contact support.")?.y == 7)
    }
}
