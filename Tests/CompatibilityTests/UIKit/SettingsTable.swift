import TermHost

/// A settings screen as UIKit's table documentation builds one: a view controller that is the
/// table's data source and delegate, an inset grouped table pinned to the safe area, section headers
/// and a footer, a "choose one" section whose checkmark follows the selected row (the row is
/// deselected at once, as Settings does), and a value cell.
@MainActor
final class SettingsViewController: WidgetController, ListWidgetDataSource, ListWidgetDelegate {
    enum Section: Int, CaseIterable {
        case appearance, general
    }

    enum Appearance: Int, CaseIterable {
        case light, dark, automatic

        var title: String {
            switch self {
            case .light: return "Light"
            case .dark: return "Dark"
            case .automatic: return "Automatic"
            }
        }
    }

    let tableView = ListWidget(frame: .zero, style: .insetGrouped)
    private(set) var appearance = Appearance.automatic
    private(set) var aboutShown = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "option")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        Constraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: ListWidgetDataSource

    func numberOfSections(in tableView: ListWidget) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .appearance: return Appearance.allCases.count
        case .general: return 2
        case nil: return 0
        }
    }

    func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .appearance: return "Appearance"
        case .general: return "General"
        case nil: return nil
        }
    }

    func tableView(_ tableView: ListWidget, titleForFooterInSection section: Int) -> String? {
        section == Section.appearance.rawValue ? "Automatic follows the time of day." : nil
    }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        if indexPath.section == Section.appearance.rawValue {
            let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
            let option = Appearance.allCases[indexPath.row]
            cell.textLabel?.text = option.title
            cell.accessoryType = option == appearance ? .checkmark : .none
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "value")
            ?? ListCellWidget(style: .value1, reuseIdentifier: "value")
        if indexPath.row == 0 {
            cell.textLabel?.text = "Version"
            cell.detailTextLabel?.text = "1.0"
            cell.selectionStyle = .none
        } else {
            cell.textLabel?.text = "About"
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    // MARK: ListWidgetDelegate

    func tableView(_ tableView: ListWidget, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath == IndexPath(row: 0, section: Section.general.rawValue) ? nil : indexPath
    }

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.section == Section.appearance.rawValue else {
            aboutShown += 1
            return
        }
        guard let chosen = Appearance(rawValue: indexPath.row), chosen != appearance else { return }
        let previous = IndexPath(row: appearance.rawValue, section: Section.appearance.rawValue)
        appearance = chosen
        tableView.reloadRows(at: [previous, indexPath], with: .automatic)
    }
}
