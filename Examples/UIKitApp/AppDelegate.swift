import TermHost

/// A UIKit-style app as UIKit's templates write it, renamed: an `@main` application delegate makes
/// the window, a navigation controller with bar button items, and a form sheet. Ctrl-C quits.
@main
final class AppDelegate: Responder, ApplicationDelegate {
    var window: Window?

    func application(_ application: Application,
                     didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = Window(frame: Screen.main.bounds)
        window?.rootViewController = NavigationController(rootViewController: NotesViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
