import Testing
import TermHost
import TermHostTesting

@Suite("UIKit: UITabBarController (TabBarController), as documented")
@MainActor
struct TabsAppTests {
    private func launch() -> (MainTabBarController, HeadlessApp) {
        let tabs = MainTabBarController()
        let app = HeadlessApp(size: Size(width: 40, height: 8)) { _ in
            let window = Window()
            window.rootViewController = tabs
            return window
        }
        return (tabs, app)
    }

    /// The first tab is selected by default ("The default value of this property is 0"); the bar shows
    /// each controller's tab bar item along the bottom.
    @Test func theFirstTabShowsAndTheBarListsTheItems() {
        let (tabs, app) = launch()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === tabs.viewControllers?.first)
        #expect(app.contains("Refresh"))
        #expect(!app.contains("Profile page"))
        #expect(app.lines[7].contains("1 Feed") && app.lines[7].contains("2 Profile"))
        let chosen = app.style(at: Point(x: app.lines[7].distance(from: app.lines[7].startIndex,
                                                                    to: app.lines[7].range(of: "Feed")!.lowerBound), y: 7))
        #expect(chosen.attributes.contains(.underline) || chosen.attributes.contains(.reverse), "the chosen tab is marked")
        #expect(tabs.feed.tabBarController === tabs, "tabBarController is the nearest ancestor tab bar controller")
        #expect(tabs.feed.appearances == ["willAppear"])
    }

    /// Setting selectedIndex or selectedViewController selects that tab from code (the delegate is not asked).
    @Test func settingTheSelectionFromCodeSwitchesTabs() {
        let (tabs, app) = launch()
        tabs.selectedIndex = 1
        app.waitUntilIdle()
        #expect(tabs.selectedViewController === tabs.profile)
        #expect(app.contains("Profile page") && !app.contains("Refresh"))
        #expect(tabs.feed.appearances == ["willAppear", "didDisappear"])
        #expect(tabs.chosen.isEmpty)
        tabs.selectedViewController = tabs.viewControllers?[0]
        app.waitUntilIdle()
        #expect(tabs.selectedIndex == 0 && app.contains("Refresh"))
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0, "an index past the last tab is ignored")
    }

    /// The user's choice asks the delegate (`shouldSelect`) and tells it (`didSelect`).
    @Test func theUsersChoiceGoesThroughTheDelegate() {
        let (tabs, app) = launch()
        #expect(app.click(on: "Profile"))
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.chosen == ["Profile"])
        app.press(.character("1"), modifiers: .alt)
        #expect(tabs.selectedIndex == 0)
        tabs.lockedProfile = true
        app.press(.character("2"), modifiers: .alt)
        #expect(tabs.selectedIndex == 0, "shouldSelect refused")
        #expect(tabs.chosen == ["Profile", "Feed"])
    }

    /// A controller's title names its tab when its item has none; changing the title renames the tab.
    @Test func aTitleNamesTheTabWhenTheItemHasNone() {
        let first = WidgetController()
        first.title = "Inbox"
        let second = WidgetController()
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let app = HeadlessApp(size: Size(width: 30, height: 4)) { _ in
            let window = Window()
            window.rootViewController = tabs
            return window
        }
        #expect(first.tabBarItem.title == "Inbox")
        #expect(app.lines[3].contains("1 Inbox"))
        second.title = "Sent"
        app.waitUntilIdle()
        #expect(app.lines[3].contains("2 Sent"))
        second.tabBarItem.badgeValue = "3"
        app.waitUntilIdle()
        #expect(app.lines[3].contains("Sent [3]"))
        #expect(TabBarItem(tabBarSystemItem: .favorites, tag: 2).title == "Favorites")
    }
}
