// A login screen as UIKit tutorials build it: a view controller whose viewDidLoad makes a vertical
// stack view of labels, text fields and a button, switches off autoresizing-mask translation, anchors
// the stack to the safe area with constants and gives the fields a height. Ported by the renames only
// (UIStackView → StackWidget, UITextField → TextFieldWidget, NSLayoutConstraint → Constraint, ...) and
// the point-to-cell rule: the tutorial's spacing 16 and 24 became 1 and 2 cells, its field height 44
// and insets 20 became 1 row and 2 columns. The button uses ButtonWidget's closure (`action`) where
// UIKit code would call `addAction(UIAction { ... }, for: .touchUpInside)`.
import TermHost

final class LoginFormViewController: WidgetController {
    let titleLabel = LabelWidget()
    let usernameLabel = LabelWidget()
    let usernameField = TextFieldWidget()
    let passwordLabel = LabelWidget()
    let passwordField = TextFieldWidget()
    let loginButton = ButtonWidget("Log In")
    let resultLabel = LabelWidget()

    private(set) var attempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"

        titleLabel.text = "Sign in to continue"
        usernameLabel.text = "Username"
        usernameField.placeholder = "name@example.com"
        passwordLabel.text = "Password"
        passwordField.placeholder = "Required"
        passwordField.isSecureTextEntry = true
        loginButton.action = { [weak self] in self?.loginTapped() }

        let stackView = StackWidget(arrangedSubviews: [
            titleLabel, usernameLabel, usernameField, passwordLabel, passwordField, loginButton, resultLabel,
        ])
        stackView.axis = .vertical
        stackView.spacing = 1
        stackView.setCustomSpacing(0, after: usernameLabel)
        stackView.setCustomSpacing(0, after: passwordLabel)
        stackView.setCustomSpacing(2, after: passwordField)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        Constraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            stackView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
            stackView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -2),
            usernameField.heightAnchor.constraint(equalToConstant: 1),
            passwordField.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    private func loginTapped() {
        attempts += 1
        guard let username = usernameField.text, !username.isEmpty,
              let password = passwordField.text, !password.isEmpty else {
            resultLabel.text = "Please enter your username and password."
            return
        }
        resultLabel.text = "Welcome, \(username)!"
    }
}
