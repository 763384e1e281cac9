import TermHost
import TermHostTesting
import Testing

@Suite("Demo: controller-access")
@MainActor
struct ControllerAccessTests {
    @Test func theComponentPresentsAModalThatDismissesItself() {
        let app = startDemo(.controllerAccess)
        #expect(app.contains("Its hosting controller's parent: Controller access"))
        #expect(app.focusedDescription == "Present modal")
        app.press(.enter)
        #expect(app.contains("A modal hosting controller"))
        #expect(app.line(23).contains("Esc/q Close"))
        #expect(app.focusedDescription == "Dismiss")
        app.press(.enter)
        #expect(!app.contains("A modal hosting controller"))
        #expect(app.contains("Last: Dismissed the modal from inside it"))
        #expect(app.line(23).contains("Esc/q Back"))
    }

    @Test func escAlsoClosesTheModal() {
        let app = startDemo(.controllerAccess)
        app.press(.enter)
        app.press(.escape)
        #expect(!app.contains("A modal hosting controller"))
        #expect(app.line(0).contains("Controller access"))
    }

    @Test func theComponentPushesADetailScreenThatPopsItself() {
        let app = startDemo(.controllerAccess)
        app.press(.tab)
        #expect(app.focusedDescription == "Push detail")
        app.press(.enter)
        #expect(app.line(0).contains("Detail"))
        #expect(app.contains("A detail screen pushed on the navigation controller"))
        #expect(app.line(23).contains("Enter Pop"))
        app.press(.enter)
        #expect(app.line(0).contains("Controller access"))
        #expect(app.contains("Last: Popped the detail screen from inside it"))
    }

    @Test func escFromTheDetailScreenShowsTheParentAgain() {
        let app = startDemo(.controllerAccess)
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("A detail screen pushed on the navigation controller"))
        app.press(.escape)
        #expect(app.line(0).contains("Controller access"))
        #expect(app.contains("Its hosting controller's parent: Controller access"))
    }

    @Test func clickingBackFromTheDetailScreenShowsTheParentAgain() {
        let app = startDemo(.controllerAccess)
        app.press(.tab)
        app.press(.enter)
        #expect(app.click(on: "‹"), "the back button shows the previous screen's title, as UIKit's does")
        #expect(app.line(0).contains("Controller access"))
        #expect(app.contains("Its hosting controller's parent: Controller access"))
    }

    @Test func theDetailScreenHasTheMarginOfTheOtherScreens() throws {
        let app = startDemo(.controllerAccess)
        let heading = try #require(app.find("This component reads its hosting controller"))
        app.press(.tab)
        app.press(.enter)
        let detail = try #require(app.find("A detail screen pushed on the navigation controller"))
        #expect(detail.x == heading.x)
        #expect(detail.y == heading.y)
    }
}
