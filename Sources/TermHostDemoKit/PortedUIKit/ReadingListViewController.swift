import TermHost

/// `ported-uikit`, the screen itself: UIKit code for a reading list, ported by renaming only
/// (`UIViewController` → `WidgetController`, `UITableView` → `ListWidget`, `UIBarButtonItem` →
/// `BarButtonItem`, `NSLayoutConstraint` → `Constraint`). The controller is its grouped table's data
/// source and delegate; the table has a section per shelf with a header (and a footer under the
/// last); the Add bar button inserts a book at the end of "To read"; selecting a book pushes its page.
@MainActor
class ReadingListViewController: WidgetController, ListWidgetDataSource, ListWidgetDelegate {
    /// The shelves, in table order.
    enum Section: Int, CaseIterable {
        case reading, toRead, finished

        var title: String {
            switch self {
            case .reading: return "Reading"
            case .toRead: return "To read"
            case .finished: return "Finished"
            }
        }
    }

    let tableView = ListWidget(frame: .zero, style: .grouped)
    private(set) var shelves: [[String]] = [["Dune"], ["Emma", "Middlemarch"], ["Ulysses"]]
    private var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { [weak self] _ in
            self?.addBook()
        })

        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "book")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        Constraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -2),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    /// The Add button's action: a new book at the end of "To read".
    func addBook() {
        added += 1
        let section = Section.toRead.rawValue
        shelves[section].append("New book \(added)")
        let indexPath = IndexPath(row: shelves[section].count - 1, section: section)
        tableView.insertRows(at: [indexPath], with: .automatic)
        tableView.scrollToRow(at: indexPath, at: .none, animated: true)
    }

    // MARK: ListWidgetDataSource

    func numberOfSections(in tableView: ListWidget) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        shelves[section].count
    }

    func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section)?.title
    }

    func tableView(_ tableView: ListWidget, titleForFooterInSection section: Int) -> String? {
        section == Section.finished.rawValue ? "Select a book to open its page; + adds one to “To read”." : nil
    }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.section][indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: ListWidgetDelegate

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        let shelf = Section(rawValue: indexPath.section)?.title ?? ""
        let book = BookViewController(book: shelves[indexPath.section][indexPath.row], shelf: shelf)
        navigationController?.pushViewController(book, animated: true)
    }
}
