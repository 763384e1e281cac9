import TermHost
import TermHostTesting
import Testing

@Suite("UIKit corpus: an AppDelegate entry")
@MainActor
struct AppDelegateEntryTests {
    @Test func launchShowsTheKeyWindowWithItsNavigationController() throws {
        let app = HeadlessApp(size: Size(width: 32, height: 6), delegate: AppDelegate.self)
        let delegate = try #require(app.application.delegate as? AppDelegate)
        #expect(delegate.launchedWithBounds == Rect(x: 0, y: 0, width: 32, height: 6), "Screen.main.bounds is the terminal")
        #expect(delegate.window?.isKeyWindow == true)
        #expect(delegate.window?.rootViewController is NavigationController)
        #expect(delegate.events == ["didBecomeActive"])
        #expect(app.grid == """
                    Journal

                  Welcome back

                  [ New Entry ]
        """)
        #expect(app.style(of: "Welcome back")?.attributes.contains(.bold) == true, "a headline is bold")
        #expect(app.style(of: "New Entry")?.foreground == .systemBlue, "a system button's title is tinted")
    }

    @Test func theButtonPushesByKeyAndByMouseAndEscGoesBack() {
        let app = HeadlessApp(size: Size(width: 32, height: 6), delegate: AppDelegate.self)
        #expect(app.focusedDescription == "New Entry")
        app.press(.enter)
        #expect(app.line(0).hasPrefix(" ‹ Journal  "))
        #expect(app.line(0).contains("Entry"))
        #expect(app.contains("Today I ported an app."))
        #expect(app.style(of: "Today I ported")?.foreground == .secondaryLabel)
        app.press(.escape)
        #expect(app.contains("Welcome back"))
        #expect(app.click(on: "New Entry"))
        #expect(app.contains("Today I ported an app."))
        #expect(app.click(on: "‹ Journal"))
        #expect(app.contains("Welcome back"))
    }

    @Test func backgroundAndForegroundReachTheDelegateInUIKitOrder() throws {
        let app = HeadlessApp(size: Size(width: 32, height: 6), delegate: AppDelegate.self)
        let delegate = try #require(app.application.delegate as? AppDelegate)
        app.application.setApplicationState(.background)
        app.application.setApplicationState(.active)
        #expect(delegate.events == ["didBecomeActive", "willResignActive", "didEnterBackground",
                                    "willEnterForeground", "didBecomeActive"])
    }
}
