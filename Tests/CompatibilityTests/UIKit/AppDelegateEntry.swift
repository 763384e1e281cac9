// An app entry written as UIKit's documentation describes it (UIApplicationDelegate, UIWindow,
// UINavigationController), ported by renaming: `UI` dropped, views become `…Widget`. In an app target
// the class carries `@main`; a test target has its own entry point, so here it runs through
// `HeadlessApp(delegate:)`, which launches it exactly as `main()` does.
import TermHost

final class AppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var launchedWithBounds: Rect?
    var events: [String] = []

    func application(_ application: Application,
                     didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        launchedWithBounds = Screen.main.bounds
        window = Window(frame: Screen.main.bounds)
        window?.rootViewController = NavigationController(rootViewController: JournalHomeViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: Application) { events.append("didBecomeActive") }
    func applicationWillResignActive(_ application: Application) { events.append("willResignActive") }
    func applicationDidEnterBackground(_ application: Application) { events.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: Application) { events.append("willEnterForeground") }
}

final class JournalHomeViewController: WidgetController {
    private let welcomeLabel = LabelWidget()
    private let startButton = ButtonWidget(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        view.backgroundColor = .systemBackground

        welcomeLabel.text = "Welcome back"
        welcomeLabel.font = .preferredFont(forTextStyle: .headline)
        welcomeLabel.textAlignment = .center
        welcomeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(welcomeLabel)

        startButton.setTitle("New Entry", for: .normal)
        startButton.translatesAutoresizingMaskIntoConstraints = false
        startButton.addAction(Action { [weak self] _ in
            self?.navigationController?.pushViewController(JournalEntryViewController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(startButton)

        Constraint.activate([
            welcomeLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            welcomeLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            welcomeLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            startButton.topAnchor.constraint(equalTo: welcomeLabel.bottomAnchor, constant: 1),
            startButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}

final class JournalEntryViewController: WidgetController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Entry"
        let label = LabelWidget()
        label.text = "Today I ported an app."
        label.textColor = .secondaryLabel
        label.frame = Rect(x: 1, y: 2, width: 30, height: 1)
        view.addSubview(label)
    }
}
