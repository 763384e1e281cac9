import Testing
import TermHost
import TermHostTesting

@Suite("AlertController styles, text fields, and loading a controller's view")
@MainActor
struct AlertAndViewLoadingTests {
    @Test func threeActionsAreStackedWithCancelLast() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 24, height: 12))
        let alert = AlertController(title: "Photo", message: "Use it?", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Keep"))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.preferredAction = alert.actions[1]
        root.present(alert)
        app.waitUntilIdle()
        #expect(app.lines.filter { !$0.isEmpty } == [
            "     ╭────────────╮",
            "     │   Photo    │",
            "     │            │",
            "     │  Use it?   │",
            "     │            │",
            "     │  [ Keep ]  │",
            "     │ [ Delete ] │",
            "     │ [ Cancel ] │",
            "     ╰────────────╯",
        ])
        #expect(app.style(of: "Photo")?.attributes == .bold, "the title is bold, inside the panel")
        #expect(app.style(of: "Keep")?.attributes.contains(.bold) == true, "the preferred action is bold")
        #expect(app.style(of: "Cancel")?.attributes.contains(.bold) == false, "so the cancel action is not")
        #expect(app.style(of: "Delete")?.foreground == .red, "a destructive action is red")
        #expect(app.focusedDescription == "Keep")
    }

    /// `UIAlertController.message` and an action's `isEnabled` can change while the alert is shown; the alert
    /// follows (its layout is kept between passes only while what it shows is the same).
    @Test func aPresentedAlertFollowsItsMessageAndActions() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 40, height: 12))
        let alert = AlertController(title: "Upload", message: "Waiting", preferredStyle: .alert)
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        alert.addAction(cancel)
        root.present(alert)
        app.waitUntilIdle()
        #expect(app.find("Waiting") != nil)
        alert.message = "Sent 3 of 10 files, please keep the app open"
        app.waitUntilIdle()
        #expect(app.find("Waiting") == nil)
        #expect(app.find("Sent 3 of 10 files,") != nil, "the new message, wrapped to the alert's width")
        alert.addAction(AlertAction(title: "Stop"))
        app.waitUntilIdle()
        #expect(app.find("Stop") != nil)
    }

    @Test func anActionSheetSitsAtTheBottomAndEscRunsItsCancelAction() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        var chosen: [String] = []
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Share") { chosen.append($0.title) })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
        root.present(sheet)
        app.waitUntilIdle()
        #expect(app.lines.suffix(5) == [
            "  ╭──────────────╮",
            "  │  [ Share ]   │",
            "  │  [ Cancel ]  │",
            "  ╰──────────────╯",
            "",
        ], "across the bottom of the sheet area")
        app.press(.escape)
        #expect(chosen == ["Cancel"] && root.presentedViewController == nil)
    }

    @Test func anActionSheetWithAPopoverAnchorSitsAtIt() {
        let root = WidgetController()
        let button = ButtonWidget("Share")
        button.frame = Rect(x: 0, y: 0, width: 9, height: 1)
        root.view.addSubview(button)
        let app = controllerApp(root, size: Size(width: 30, height: 10))
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy"))
        sheet.popoverPresentationController?.sourceView = button
        root.present(sheet)
        app.waitUntilIdle()
        #expect(app.line(1).hasPrefix("╭"), "just below the button")
        app.click(at: Point(x: 25, y: 8))
        #expect(root.presentedViewController == nil, "a click outside dismisses it, as on an iPad")
    }

    @Test func textFieldsAreAddedAboveTheButtonsAndDisabledActionsAreSkipped() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 30, height: 10))
        let alert = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "User" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        let ok = AlertAction(title: "OK")
        ok.isEnabled = false
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        root.present(alert)
        app.waitUntilIdle()
        #expect(alert.textFields?.count == 2)
        #expect(app.focusedDescription == "User")
        #expect(app.contains("Password"))
        app.type("ada")
        app.press(.tab)
        app.press(.tab)
        #expect(app.focusedDescription == "Cancel", "the disabled OK button is skipped")
        #expect(alert.textFields?.first?.text == "ada")
        #expect(AlertController(title: nil, message: nil, preferredStyle: .actionSheet).textFields == nil)
    }

    @Test func loadViewAssignsTheViewAndViewCanBeReplacedOrUnloaded() {
        final class Custom: WidgetController {
            var loads = 0
            override func loadView() {
                loads += 1
                view = LabelWidget("custom")
            }
        }
        let controller = Custom()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(controller.view is LabelWidget)
        #expect(controller.isViewLoaded && controller.loads == 1)
        let replacement = Widget()
        controller.view = replacement
        #expect(controller.view === replacement && replacement.next === controller)
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(controller.view is LabelWidget && controller.loads == 2)
    }

    @Test func titleSetsTheNavigationItemsTitle() {
        let controller = WidgetController()
        controller.title = "Mail"
        #expect(controller.navigationItem.title == "Mail")
        controller.navigationItem.title = "Inbox"
        #expect(controller.title == "Mail", "the item's own title does not change the controller's")
    }
}
