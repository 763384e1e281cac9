// A half-height sheet that can grow to full height, written from UIKit's documentation
// (sheetPresentationController, detents, selectedDetentIdentifier, animateChanges), ported by
// renaming only.
import TermHost

final class PhotoViewController: WidgetController {
    let shareButton = ButtonWidget(type: .system)
    var copied = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        shareButton.setTitle("Share", for: .normal)
        shareButton.addAction(Action { [weak self] _ in self?.share() }, for: .primaryActionTriggered)
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shareButton)
        Constraint.activate([
            shareButton.topAnchor.constraint(equalTo: view.topAnchor),
            shareButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
        ])
    }

    func share() {
        let options = ShareOptionsViewController()
        options.onCopy = { [weak self] in self?.copied += 1 }
        if let sheet = options.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(options, animated: true)
    }
}

final class ShareOptionsViewController: WidgetController {
    var onCopy: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Share"
        let copy = ButtonWidget(type: .system)
        copy.setTitle("Copy Link", for: .normal)
        copy.addAction(Action { [weak self] _ in
            self?.dismiss(animated: true) { self?.onCopy?() }
        }, for: .primaryActionTriggered)
        let more = ButtonWidget(type: .system)
        more.setTitle("More Options", for: .normal)
        more.addAction(Action { [weak self] _ in self?.expand() }, for: .primaryActionTriggered)

        let stack = StackWidget(arrangedSubviews: [copy, more])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        Constraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
    }

    private func expand() {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}
