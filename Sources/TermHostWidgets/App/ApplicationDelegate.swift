import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The object told when the application launches and moves between the foreground and the
/// background: the `UIApplicationDelegate` of TermHost, and, with `@main`, the program's entry point
/// (as `UIApplicationMain` is).
///
/// ```swift
/// @main
/// final class AppDelegate: Responder, ApplicationDelegate {
///     var window: Window?
///
///     func application(_ application: Application,
///                      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
///         window = Window(frame: Screen.main.bounds)
///         window?.rootViewController = NavigationController(rootViewController: HomeController())
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// `main()` (from this protocol) runs the program on the real terminal: it makes the application,
/// creates the delegate with `init()`, calls `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)` (launch options are always `nil`: a terminal program
/// has its command line instead) and `applicationDidBecomeActive(_:)`, shows the window made key and
/// visible, and exits when the application stops. Tests run the same delegate headless with
/// `HeadlessApp(delegate: AppDelegate.self)`. When the process is suspended (Ctrl-Z) and continued
/// (`fg`), the delegate gets UIKit's calls in UIKit's order, following ``Application/applicationState``.
/// Every method has a default that does nothing (and returns `true`).
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Creates the delegate (the launch does, once).
    init()
    /// The window the delegate shows (the default has none).
    var window: Window? { get set }
    /// The launch is under way; the window is not shown yet.
    func application(_ application: Application,
                     willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    /// The launch is done: make the window, give it a root controller, and call `makeKeyAndVisible()`.
    func application(_ application: Application,
                     didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    /// The application is in front and takes input (after the launch, and after coming back to the foreground).
    func applicationDidBecomeActive(_ application: Application)
    /// The application is about to stop taking input (before going to the background).
    func applicationWillResignActive(_ application: Application)
    /// The application was suspended: the terminal belongs to the shell.
    func applicationDidEnterBackground(_ application: Application)
    /// The application is about to come back from the background.
    func applicationWillEnterForeground(_ application: Application)
}

extension ApplicationDelegate {
    /// No window.
    public var window: Window? {
        get { nil }
        set {}
    }

    /// Returns `true`.
    public func application(_ application: Application,
                            willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns `true`.
    public func application(_ application: Application,
                            didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}

    /// The program's entry point for a `@main` delegate: launches it on the real terminal (see the
    /// protocol) and exits when the application stops. When the terminal cannot be driven, one line
    /// saying why goes to standard error and the process exits with status 1. Synchronous, so that the
    /// main thread serves the program itself (`Application.launch(_:)`, the cheaper run loop).
    public static func main() {
        Application.launch { application in
            application.launch(Self.self)
            return application.rootContent ?? Window()
        }
    }
}

extension Application {
    /// The application's delegate (`UIApplication.delegate`): the one ``launch(_:options:)`` made, or
    /// one set here. The application keeps it alive.
    public var delegate: ApplicationDelegate? {
        get { retainedDelegate as? ApplicationDelegate }
        set { retainedDelegate = newValue }
    }

    /// Launches a delegate of type `delegateType` on this application, as `UIApplicationMain` does:
    /// creates it, calls its launch methods with this application as the one at work (so
    /// `Screen.main` and `makeKeyAndVisible()` reach it), then `applicationDidBecomeActive(_:)`, and
    /// from then on tells it of every ``applicationState`` change. Returns the delegate.
    @discardableResult
    public func launch<Delegate: ApplicationDelegate>(_ delegateType: Delegate.Type,
                                                       options: [LaunchOptionsKey: Any]? = nil) -> Delegate {
        ApplicationScope.run(self) {
            let delegate = Delegate()
            retainedDelegate = delegate
            let forwarder = ApplicationStateForwarder(application: self, delegate: delegate)
            addStateObserver { forwarder.stateDidChange(to: $0) }
            _ = delegate.application(self, willFinishLaunchingWithOptions: options)
            _ = delegate.application(self, didFinishLaunchingWithOptions: options)
            if applicationState == .active { delegate.applicationDidBecomeActive(self) }
            return delegate
        }
    }
}

/// Turns ``ApplicationState`` changes into the delegate calls UIKit makes, in UIKit's order: to the
/// background `applicationWillResignActive` then `applicationDidEnterBackground`; back
/// `applicationWillEnterForeground` then `applicationDidBecomeActive` (with the step through
/// `.inactive` filled in when the state jumps over it).
@MainActor
final class ApplicationStateForwarder {
    private weak var application: Application?
    private weak var delegate: ApplicationDelegate?
    private var state: ApplicationState

    init(application: Application, delegate: ApplicationDelegate) {
        self.application = application
        self.delegate = delegate
        state = application.applicationState
    }

    func stateDidChange(to new: ApplicationState) {
        let old = state
        state = new
        guard let application, let delegate else { return }
        if old == .active, new != .active { delegate.applicationWillResignActive(application) }
        if old != .background, new == .background { delegate.applicationDidEnterBackground(application) }
        if old == .background, new != .background { delegate.applicationWillEnterForeground(application) }
        if old != .active, new == .active { delegate.applicationDidBecomeActive(application) }
    }
}
