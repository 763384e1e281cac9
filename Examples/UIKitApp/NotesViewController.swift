import TermHost

/// The notes, one a line; + presents the compose sheet, whose Save adds a note.
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
