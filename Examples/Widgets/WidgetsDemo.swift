import TermHost

/// A sign-up form made only of widgets: labels, text fields, a checkbox, a list and buttons in a
/// stack, inside a box pinned with constraints to the safe area, in a navigation controller.
/// Tab / Shift-Tab or the mouse move between the fields, Enter or Space press buttons, Submit shows
/// the answers in an alert, Esc closes it.
@MainActor
func makeWidgetsDemo(_ app: Application) -> Window {
    let form = SignUpController(quit: { app.stop() })
    form.title = "Sign up"
    let navigation = NavigationController(rootViewController: form)
    let window = Window()
    window.rootViewController = navigation
    return window
}

@MainActor
private final class PlanList: ListWidgetDataSource {
    let plans = ["Free — 1 project", "Pro — 10 projects", "Team — unlimited projects", "Enterprise — call us"]

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { plans.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "plan", for: indexPath)
        cell.textLabel?.text = plans[indexPath.row]
        cell.layoutMargins = EdgeInsets(horizontal: 1, vertical: 0)
        return cell
    }
}

@MainActor
private final class SignUpController: WidgetController {
    private let quit: @MainActor () -> Void
    private let name = TextFieldWidget(placeholder: "Ada Lovelace")
    private let email = TextFieldWidget(placeholder: "ada@example.com")
    private let password = TextFieldWidget(placeholder: "at least 8 characters")
    private let newsletter = CheckboxWidget("Send me the newsletter")
    private let plans = ListWidget()
    private let planSource = PlanList()
    private let message = LabelWidget("", style: .dim)
    private let box = BoxWidget(title: "Your account", borderStyle: .rounded)
    private let status = StatusBarWidget([("Tab", "Next"), ("Enter", "Press"), ("Esc", "Back"), ("Ctrl-C", "Quit")])

    init(quit: @escaping @MainActor () -> Void) {
        self.quit = quit
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        password.isSecureTextEntry = true
        password.maximumLength = 64
        name.onSubmit = { [weak self] _ in self?.email.becomeFirstResponder() }
        email.onSubmit = { [weak self] _ in self?.password.becomeFirstResponder() }
        plans.dataSource = planSource
        plans.selectionFollowsFocus = true
        plans.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let buttons = StackWidget(axis: .horizontal, spacing: 2, arrangedSubviews: [
            ButtonWidget("Submit") { [weak self] in self?.submit() },
            ButtonWidget("Clear") { [weak self] in self?.clear() },
            ButtonWidget("Quit") { [weak self] in self?.quit() },
        ])
        buttons.alignment = .leading
        let fields = StackWidget(axis: .vertical, arrangedSubviews: [
            LabelWidget("Name", style: .bold), name, LabelWidget("Email", style: .bold), email,
            LabelWidget("Password", style: .bold), password, newsletter,
            LabelWidget("Plan", style: .bold), plans, message, buttons,
        ])
        fields.layoutMargins = EdgeInsets(horizontal: 1, vertical: 0)
        fields.isLayoutMarginsRelativeArrangement = true
        box.contentView = fields
        view.addSubview(box)
        view.addSubview(status)
        layOutWithConstraints()
    }

    /// The box fills the safe area (below the navigation bar) above a one-row status bar.
    private func layOutWithConstraints() {
        box.translatesAutoresizingMaskIntoConstraints = false
        status.translatesAutoresizingMaskIntoConstraints = false
        let safeArea = view.safeAreaLayoutGuide
        Constraint.activate([
            box.topAnchor.constraint(equalTo: safeArea.topAnchor),
            box.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: status.topAnchor),
            status.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            status.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            status.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    private func submit() {
        guard let nameText = name.text, !nameText.isEmpty, email.text?.contains("@") == true else {
            message.text = "Please enter your name and a valid email."
            return
        }
        let plan = plans.indexPathForSelectedRow.map { planSource.plans[$0.row] } ?? "none"
        let summary = "\(nameText) <\(email.text ?? "")>\nPlan: \(plan)\nNewsletter: \(newsletter.isOn ? "yes" : "no")"
        let alert = AlertController(title: "Welcome!", message: summary)
        alert.addAction(AlertAction(title: "Edit", style: .cancel))
        alert.addAction(AlertAction(title: "Done") { [weak self] _ in self?.message.text = "Thanks, you are signed up." })
        present(alert)
    }

    private func clear() {
        for field in [name, email, password] { field.text = "" }
        newsletter.isOn = false
        message.text = ""
        name.becomeFirstResponder()
    }
}
