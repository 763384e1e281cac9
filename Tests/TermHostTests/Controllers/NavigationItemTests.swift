import Testing
import TermHost
import TermHostTesting

@MainActor
private final class Screen1: WidgetController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear moving=\(isMovingToParent)") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear moving=\(isMovingFromParent)") }
}

@Suite("Navigation items and bar button items")
@MainActor
struct NavigationItemTests {
    @Test func itemsAreDrawnWithTheirKeysLeftToRight() {
        let root = WidgetController()
        root.title = "Inbox"
        root.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .edit)
        root.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .compose), BarButtonItem(title: "Filter")]
        let (_, app) = navigationApp(root, size: Size(width: 50, height: 4))
        #expect(app.line(0) == " F2 Edit" + String(repeating: " ", count: 13) + "Inbox  F3 Filter  F4 Compose ",
                "the title keeps clear of the right items; the first right item is the rightmost")
        #expect(app.style(of: "Inbox")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "F3")?.attributes == .dim, "each item's key is shown dim before it")
    }

    @Test func keysAndClicksPressItemsWithTheItemAsSender() {
        let root = WidgetController()
        var log: [String] = []
        let save = BarButtonItem(systemItem: .save, primaryAction: Action { action in
            log.append("save:\((action.sender as? BarButtonItem)?.systemItem == .save)")
        })
        let cancel = BarButtonItem(title: "Cancel", style: .plain, primaryAction: Action { _ in log.append("cancel") })
        root.navigationItem.leftBarButtonItem = cancel
        root.navigationItem.rightBarButtonItem = save
        let (_, app) = navigationApp(root, size: Size(width: 40, height: 4))
        #expect(app.line(0).hasPrefix(" F2 Cancel"))
        #expect(app.line(0).hasSuffix("F3 Save "))
        #expect(app.style(of: "Save")?.attributes.contains(.bold) == true, "a done-style item is bold")
        app.press(.function(3))
        app.press(.function(2))
        app.press(.function(4))
        #expect(app.click(on: "F3 Save"))
        #expect(log == ["save:true", "cancel", "save:true"])
        save.isEnabled = false
        app.waitUntilIdle()
        #expect(app.style(of: "Save")?.attributes.contains(.dim) == true)
        app.press(.function(3))
        #expect(log.count == 3, "a disabled item does nothing")
        save.isHidden = true
        app.waitUntilIdle()
        #expect(!app.contains("Save"))
    }

    @Test func changingTheItemsRedrawsTheBar() {
        let root = WidgetController()
        let (_, app) = navigationApp(root, size: Size(width: 40, height: 4))
        root.title = "One"
        app.waitUntilIdle()
        #expect(app.contains("One"))
        let item = BarButtonItem(title: "A")
        root.navigationItem.rightBarButtonItem = item
        app.waitUntilIdle()
        #expect(app.contains("F2 A"))
        item.title = "B"
        app.waitUntilIdle()
        #expect(app.contains("F2 B") && !app.contains("F2 A"))
        root.navigationItem.title = "Two"
        app.waitUntilIdle()
        #expect(app.contains("Two"))
    }

    @Test func backButtonTitlesFollowUIKit() {
        let root = WidgetController()
        root.title = "Settings"
        let (navigation, app) = navigationApp(root, size: Size(width: 40, height: 4))
        let detail = WidgetController()
        detail.title = "Wi-Fi"
        navigation.pushViewController(detail, animated: false)
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix(" ‹ Settings  "))
        root.navigationItem.backButtonTitle = "Back to settings"
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix(" ‹ Back to settings  "))
        root.navigationItem.backButtonTitle = "A very long title that cannot fit here"
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix(" ‹ Back  "), "a back title that does not fit becomes Back")
        detail.navigationItem.hidesBackButton = true
        app.waitUntilIdle()
        #expect(!app.contains("‹"))
        app.press(.escape)
        #expect(navigation.viewControllers.count == 2, "a hidden back button does not go back")
        detail.navigationItem.hidesBackButton = false
        root.navigationItem.backButtonTitle = nil
        detail.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .close)
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix(" F2 ×  "), "left items replace the back button")
        detail.navigationItem.leftItemsSupplementBackButton = true
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix(" ‹ Settings  F2 ×  "))
    }

    @Test func editButtonItemTogglesEditing() {
        final class Editable: WidgetController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let root = Editable()
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let (_, app) = navigationApp(root, size: Size(width: 40, height: 4))
        #expect(app.contains("F2 Edit"))
        app.press(.function(2))
        #expect(root.isEditing && root.calls == [true])
        #expect(app.contains("F2 Done"))
        root.isEditing = false
        app.waitUntilIdle()
        #expect(root.calls == [true, false] && app.contains("F2 Edit"))
    }

    @Test func pushAndPopSetIsMovingDuringTheirCalls() {
        let root = Screen1(), second = Screen1()
        let (navigation, app) = navigationApp(root, size: Size(width: 40, height: 4))
        root.log.removeAll()
        navigation.pushViewController(second, animated: true)
        app.waitUntilIdle()
        #expect(second.log == ["willAppear moving=true"])
        #expect(!second.isMovingToParent)
        navigation.popViewController(animated: true)
        #expect(second.log.last == "willDisappear moving=true")
        #expect(root.log == ["willDisappear moving=false", "willAppear moving=false"])
    }

    @Test func setViewControllersAndPopToViewController() {
        let a = WidgetController(), b = WidgetController(), c = WidgetController()
        a.title = "A"; b.title = "B"; c.title = "C"
        let (navigation, app) = navigationApp(a, size: Size(width: 40, height: 4))
        navigation.setViewControllers([a, b, c], animated: false)
        app.waitUntilIdle()
        #expect(navigation.topViewController === c && c.parent === navigation)
        #expect(app.line(0).hasPrefix(" ‹ B  "))
        #expect(navigation.popToViewController(a, animated: false)?.count == 2)
        #expect(navigation.viewControllers.count == 1 && b.parent == nil)
        navigation.viewControllers = [c]
        app.waitUntilIdle()
        #expect(navigation.topViewController === c && a.parent == nil)
        #expect(app.line(0).contains("C") && !app.contains("‹"))
    }

    @Test func theHiddenBarTakesNoKeys() {
        let root = WidgetController()
        var presses = 0
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Go", primaryAction: Action { _ in presses += 1 })
        let (navigation, app) = navigationApp(root, size: Size(width: 40, height: 4))
        navigation.setNavigationBarHidden(true, animated: false)
        app.press(.function(2))
        #expect(presses == 0)
    }
}
