import Testing
import TermHost
import TermHostTesting

@MainActor
private final class RecordingDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var calls: [String] = []
    var screenDuringLaunch: Rect?

    func application(_ application: Application,
                     willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("will:\(launchOptions == nil)")
        return true
    }

    func application(_ application: Application,
                     didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("did")
        screenDuringLaunch = Screen.main.bounds
        let window = Window(frame: Screen.main.bounds)
        window.addSubview(LabelWidget(frame: Rect(x: 0, y: 0, width: 5, height: 1)))
        (window.subviews.first as? LabelWidget)?.text = "Hello"
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: Application) { calls.append("active") }
    func applicationWillResignActive(_ application: Application) { calls.append("resign") }
    func applicationDidEnterBackground(_ application: Application) { calls.append("background") }
    func applicationWillEnterForeground(_ application: Application) { calls.append("foreground") }
}

@MainActor
private final class WindowlessDelegate: Responder, ApplicationDelegate {}

@Suite("App entry: ApplicationDelegate, Screen.main, makeKeyAndVisible")
@MainActor
struct AppEntryTests {
    @Test func launchCallsTheDelegateInUIKitOrderAndShowsTheKeyWindow() throws {
        let app = HeadlessApp(size: Size(width: 12, height: 3), delegate: RecordingDelegate.self)
        let delegate = try #require(app.application.delegate as? RecordingDelegate)
        #expect(delegate.calls == ["will:true", "did", "active"])
        #expect(delegate.screenDuringLaunch == Rect(x: 0, y: 0, width: 12, height: 3))
        #expect(app.line(0).hasPrefix("Hello"))
        #expect(delegate.window?.isKeyWindow == true)
        #expect(delegate.window?.screen.bounds == Rect(x: 0, y: 0, width: 12, height: 3))
    }

    @Test func stateChangesAreForwardedWithTheInactiveStepFilledIn() throws {
        let app = HeadlessApp(size: Size(width: 12, height: 3), delegate: RecordingDelegate.self)
        let delegate = try #require(app.application.delegate as? RecordingDelegate)
        delegate.calls.removeAll()
        app.application.setApplicationState(.inactive)
        app.application.setApplicationState(.background)
        app.application.setApplicationState(.inactive)
        app.application.setApplicationState(.active)
        #expect(delegate.calls == ["resign", "background", "foreground", "active"])
        delegate.calls.removeAll()
        app.application.setApplicationState(.background)
        #expect(delegate.calls == ["resign", "background"])
    }

    @Test func aDelegateThatShowsNoWindowGetsAnEmptyScreen() {
        let app = HeadlessApp(size: Size(width: 6, height: 2), delegate: WindowlessDelegate.self)
        #expect(app.application.delegate is WindowlessDelegate)
        #expect(app.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test func screenMainIsTheApplicationAtWorkAndZeroOutsideAnyCall() {
        #expect(Screen.main.bounds == .zero)
        var seen: Rect?
        let app = HeadlessApp(size: Size(width: 9, height: 4)) { _ in Window() }
        app.application.unhandledKeyHandler = { _ in
            seen = Screen.main.bounds
            return true
        }
        app.press(.character("x"))
        #expect(seen == Rect(x: 0, y: 0, width: 9, height: 4), "an input event binds its application")
        #expect(Screen.main.bounds == .zero)
        #expect(Screen.main.scale == 1)
    }

    @Test func makeKeyAndVisibleSwitchesTheShownWindowAndOutsideACallOnlyUnhides() {
        let first = Window(), second = Window()
        second.isHidden = true
        let label = LabelWidget("two")
        label.frame = Rect(x: 0, y: 0, width: 3, height: 1)
        second.addSubview(label)
        let app = HeadlessApp(size: Size(width: 6, height: 1)) { _ in first }
        second.makeKeyAndVisible()
        #expect(!second.isHidden && !second.isKeyWindow, "no application at work: nothing to show it on")
        app.application.unhandledKeyHandler = { _ in
            second.makeKeyAndVisible()
            return true
        }
        app.press(.character("k"))
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(app.line(0).hasPrefix("two"))
    }
}
