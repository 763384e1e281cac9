import TermHost

/// The page `ported-uikit` pushes for a book: UIKit code, renamed only. Its title is the book's; the
/// navigation controller gives it the back button.
@MainActor
final class BookViewController: WidgetController {
    private let book: String
    private let shelfLabel = LabelWidget()

    /// A page for `book`, which stands on `shelf`.
    init(book: String, shelf: String) {
        self.book = book
        super.init(nibName: nil, bundle: nil)
        shelfLabel.text = "On the “\(shelf)” shelf."
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book
        shelfLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shelfLabel)
        Constraint.activate([
            shelfLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            shelfLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
        ])
    }
}
