import TermHost

/// A one-field form sheet: Cancel dismisses it, Save hands the text to `onSave` and dismisses it.
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
            guard let self, let text = self.field.text, !text.isEmpty else { return }
            self.onSave?(text)
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
