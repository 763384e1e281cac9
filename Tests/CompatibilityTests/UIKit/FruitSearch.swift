import TermHost

/// A searchable list as UIKit's diffable data source documentation builds one: items identified by
/// a stable id, a `ListWidgetDiffableDataSource` subclass giving section titles, and a search field
/// whose every change applies a new, filtered snapshot. Selecting a row looks its item up through
/// `itemIdentifier(for:)`.
///
/// The search field is a `TextFieldWidget` whose delegate hears each change (`UISearchBar` and its
/// `searchBar(_:textDidChange:)` have no TermHost counterpart; `addAction(_:for: .editingChanged)`
/// comes with the controls' work).
@MainActor
final class FruitSearchViewController: WidgetController, ListWidgetDelegate, TextFieldWidgetDelegate {
    enum Section: String, CaseIterable, Sendable {
        case fruit = "Fruit"
        case vegetables = "Vegetables"
    }

    struct Produce: Hashable, Sendable, Identifiable {
        let id: Int
        let name: String
        let section: Section
    }

    /// Titles each section, as a subclass of the diffable data source does in UIKit.
    final class DataSource: ListWidgetDiffableDataSource<Section, Produce.ID> {
        override func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }
    }

    static let produce: [Produce] = [
        "Apple", "Apricot", "Banana", "Cherry", "Mango", "Orange", "Pear",
    ].enumerated().map { Produce(id: $0.offset, name: $0.element, section: .fruit) }
        + ["Carrot", "Kale", "Leek", "Parsnip", "Pea"].enumerated().map {
            Produce(id: 100 + $0.offset, name: $0.element, section: .vegetables)
        }

    let searchField = TextFieldWidget(placeholder: "Search")
    let tableView = ListWidget()
    let chosenLabel = LabelWidget("Nothing chosen")
    private(set) var dataSource: DataSource?
    /// How many cells the cell provider made or configured, for the structural checks.
    private(set) var cellsProvided = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Produce"
        searchField.delegate = self
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "produce")
        tableView.delegate = self
        dataSource = DataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            self?.cellsProvided += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "produce", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = Self.produce.first { $0.id == id }?.name
            cell.contentConfiguration = content
            return cell
        }
        for widget in [searchField, chosenLabel, tableView] as [Widget] {
            widget.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(widget)
        }
        Constraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            searchField.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchField.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            searchField.heightAnchor.constraint(equalToConstant: 1),
            chosenLabel.topAnchor.constraint(equalTo: searchField.bottomAnchor),
            chosenLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            chosenLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            chosenLabel.heightAnchor.constraint(equalToConstant: 1),
            tableView.topAnchor.constraint(equalTo: chosenLabel.bottomAnchor, constant: 1),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        applySnapshot(filter: "", animatingDifferences: false)
    }

    func applySnapshot(filter: String, animatingDifferences: Bool = true) {
        let shown = Self.produce.filter { filter.isEmpty || $0.name.lowercased().contains(filter.lowercased()) }
        var snapshot = DiffableDataSourceSnapshot<Section, Produce.ID>()
        for section in Section.allCases {
            let ids = shown.filter { $0.section == section }.map(\.id)
            guard !ids.isEmpty else { continue }
            snapshot.appendSections([section])
            snapshot.appendItems(ids, toSection: section)
        }
        dataSource?.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    // MARK: TextFieldWidgetDelegate

    func textFieldDidChange(_ textField: TextFieldWidget) {
        applySnapshot(filter: textField.text ?? "")
    }

    // MARK: ListWidgetDelegate

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource?.itemIdentifier(for: indexPath),
              let item = Self.produce.first(where: { $0.id == id }) else { return }
        chosenLabel.text = "Chosen: \(item.name)"
    }
}
