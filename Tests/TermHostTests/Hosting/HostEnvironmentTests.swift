import Testing
import TermHost
import TermHostTesting

/// Pushes, presents and dismisses through the environment.
private struct Launcher: View {
    @Environment(\.hostingController) private var controller
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading) {
            Button("Push") {
                let details = Text("Details").embeddedInHostingController()
                details.title = "Details"
                controller.navigationController?.pushViewController(details, animated: false)
            }
            Button("Present") {
                let sheet = Launcher().embeddedInHostingController()
                sheet.title = "Sheet"
                controller.present(sheet)
            }
            Button("Back") { dismiss() }
        }
    }
}

private struct Padded: View {
    var body: some View {
        Text("Inside").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Unpadded: View {
    var body: some View {
        Text("Edge").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).ignoresSafeArea()
    }
}

@Suite("Hosting: controller access (D4) and safe area (H9)")
@MainActor
struct HostEnvironmentTests {
    @Test func componentReachesItsHostingControllerAndPushes() {
        let start = HostingController(rootView: Launcher())
        let navigation = NavigationController(rootViewController: start)
        let app = run(window(root: navigation), width: 30, height: 8)
        #expect(app.find("Push") != nil)
        app.press(.enter)
        #expect(navigation.viewControllers.count == 2)
        #expect(app.find("Details") != nil)
        navigation.popViewController(animated: false)
        app.waitUntilIdle()
        #expect(app.find("Push") != nil)
    }

    @Test func componentPresentsAndDismissesWithTheEnvironment() {
        let start = HostingController(rootView: Launcher())
        let navigation = NavigationController(rootViewController: start)
        let app = run(window(root: navigation), width: 40, height: 12)
        app.press(.tab)
        app.press(.enter)
        let sheet = start.presentedViewController
        #expect(sheet != nil)
        #expect(app.row(of: "╭") == 1, "the sheet is up (a panel has no title in its border)")
        app.press(.tab)
        app.press(.tab)
        app.press(.enter)
        #expect(start.presentedViewController == nil, "dismiss() in the sheet dismissed it")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func dismissPopsAPushedController() {
        let start = HostingController(rootView: Text("Start"))
        let navigation = NavigationController(rootViewController: start)
        let app = run(window(root: navigation), width: 30, height: 8)
        let pushed = Launcher().embeddedInHostingController()
        navigation.pushViewController(pushed, animated: false)
        app.waitUntilIdle()
        app.press(.tab)
        app.press(.tab)
        app.press(.enter)
        #expect(navigation.viewControllers.count == 1)
        #expect(app.find("Start") != nil)
    }

    @Test func hostingControllerInTheEnvironmentMakesNoCycle() {
        weak var weakController: HostingController<Launcher>?
        do {
            let root = titled("R")
            let app = run(window(root: root))
            let controller = Launcher().embeddedInHostingController()
            weakController = controller
            root.present(controller)
            app.waitUntilIdle()
            #expect(app.find("Present") != nil)
            root.dismiss()
            app.waitUntilIdle()
        }
        #expect(weakController == nil)
    }

    @Test func boxBorderIsASafeAreaInsetOfTheHost() {
        let window = Window()
        let box = BoxWidget(title: "Box")
        box.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let host = HostWidget { Padded() }
        host.frame = box.bounds
        box.addSubview(host)
        window.addSubview(box)
        let app = run(window, width: 20, height: 5)
        #expect(host.safeAreaInsets == EdgeInsets(all: 1))
        #expect(app.find("Inside") == Point(x: 1, y: 1))
    }

    @Test func ignoresSafeAreaOptsOut() {
        let window = Window()
        let box = BoxWidget()
        box.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        let host = HostWidget { Unpadded() }
        host.frame = box.bounds
        box.addSubview(host)
        window.addSubview(box)
        let app = run(window, width: 20, height: 5)
        #expect(app.find("Edge") == Point(x: 0, y: 0))
    }

    @Test func navigationBarInsetReachesTheContentAndFollowsTheBar() {
        let hosted = HostingController(rootView: Padded())
        let navigation = NavigationController(rootViewController: hosted)
        let app = run(window(root: navigation), width: 20, height: 5)
        #expect(app.find("Inside") == Point(x: 0, y: 1))
        navigation.setNavigationBarHidden(true, animated: false)
        app.waitUntilIdle()
        #expect(app.find("Inside") == Point(x: 0, y: 0))
    }
}
