// A modal form sheet, a page sheet and a popover anchored at a button, written from UIKit's
// documentation (modalPresentationStyle, preferredContentSize, popoverPresentationController,
// present(_:animated:completion:), dismiss(animated:completion:)), ported by renaming only.
import TermHost

final class ProfileViewController: WidgetController {
    var log: [String] = []
    var sortOrder = "Name"
    let editButton = ButtonWidget(type: .system)
    let sortButton = ButtonWidget(type: .system)
    let aboutButton = ButtonWidget(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground

        editButton.setTitle("Edit Profile", for: .normal)
        editButton.addAction(Action { [weak self] _ in self?.showEditor() }, for: .touchUpInside)
        sortButton.setTitle("Sort: Name", for: .normal)
        sortButton.addAction(Action { [weak self] _ in self?.showSortOptions() }, for: .touchUpInside)
        aboutButton.setTitle("About", for: .normal)
        aboutButton.addAction(Action { [weak self] _ in self?.showAbout() }, for: .touchUpInside)

        let stack = StackWidget(arrangedSubviews: [editButton, sortButton, aboutButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        Constraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
        ])
    }

    func showEditor() {
        let editor = EditProfileViewController()
        editor.log = { [weak self] in self?.log.append($0) }
        editor.modalPresentationStyle = .formSheet
        editor.preferredContentSize = Size(width: 24, height: 3)
        present(editor, animated: true) { [weak self] in self?.log.append("presented") }
    }

    func showSortOptions() {
        let options = SortOptionsViewController()
        options.onPick = { [weak self] order in
            self?.sortOrder = order
            self?.sortButton.setTitle("Sort: \(order)", for: .normal)
        }
        options.modalPresentationStyle = .popover
        options.preferredContentSize = Size(width: 10, height: 2)
        options.popoverPresentationController?.sourceView = sortButton
        options.popoverPresentationController?.sourceRect = sortButton.bounds
        present(options, animated: true)
    }

    func showAbout() {
        let about = WidgetController()
        about.title = "About"
        let text = LabelWidget()
        text.text = "Version 1.0"
        text.frame = Rect(x: 1, y: 0, width: 20, height: 1)
        about.view.addSubview(text)
        about.modalPresentationStyle = .pageSheet
        present(about, animated: true)
    }
}

final class EditProfileViewController: WidgetController {
    var log: ((String) -> Void)?
    let nameField = TextFieldWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit"
        nameField.text = "Ada"
        nameField.frame = Rect(x: 0, y: 0, width: 24, height: 1)
        let save = ButtonWidget(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = Rect(x: 0, y: 2, width: 24, height: 1)
        save.addAction(Action { [weak self] _ in
            self?.dismiss(animated: true) { self?.log?("dismissed") }
        }, for: .primaryActionTriggered)
        view.addSubview(nameField)
        view.addSubview(save)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log?("viewWillAppear beingPresented=\(isBeingPresented)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log?("viewDidAppear beingPresented=\(isBeingPresented)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log?("viewWillDisappear beingDismissed=\(isBeingDismissed)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log?("viewDidDisappear")
    }
}

final class SortOptionsViewController: WidgetController {
    var onPick: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = StackWidget()
        stack.axis = .vertical
        for order in ["Name", "Date"] {
            let button = ButtonWidget(type: .system)
            button.setTitle(order, for: .normal)
            button.contentHorizontalAlignment = .leading
            button.addAction(Action { [weak self] _ in
                self?.dismiss(animated: true) { self?.onPick?(order) }
            }, for: .primaryActionTriggered)
            stack.addArrangedSubview(button)
        }
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }
}
