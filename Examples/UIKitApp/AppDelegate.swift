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

final class NotesViewController: WidgetController {
    private var notes = ["Buy milk", "Call Ada"]
    private let list = LabelWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { [weak self] _ in
            self?.compose()
        })
        list.numberOfLines = 0
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        Constraint.activate([
            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -2),
        ])
        reload()
    }

    private func reload() {
        list.text = notes.map { "• " + $0 }.joined(separator: "\n")
    }

    private func compose() {
        let editor = ComposeViewController()
        editor.onSave = { [weak self] text in
            self?.notes.append(text)
            self?.reload()
        }
        let navigation = NavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .formSheet
        navigation.preferredContentSize = Size(width: 40, height: 4)
        present(navigation, animated: true)
    }
}

final class ComposeViewController: WidgetController {
    var onSave: ((String) -> Void)?
    private let field = TextFieldWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel, primaryAction: Action { [weak self] _ in
            self?.dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .save, primaryAction: Action { [weak self] _ in
            guard let self, !self.field.text.isEmpty else { return }
            self.onSave?(self.field.text)
            self.dismiss(animated: true)
        })
        field.placeholder = "Note"
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        Constraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -1),
        ])
    }
}
