// A notes app on a table view controller, written as UIKit's documentation describes
// UITableViewController (init(style:), tableView, the controller as data source and delegate whose
// methods subclasses override, clearsSelectionOnViewWillAppear, setEditing and editButtonItem), ported
// by renaming: `UI` dropped, views become `…Widget` (UITableViewController -> ListWidgetController).
import TermHost

final class NotesViewController: ListWidgetController {
    var notes: [[String]] = [["Buy milk", "Call Ana"], ["Ship the release"]]
    var selections: [IndexPath] = []
    var deleted: [String] = []
    var displayed = 0

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "note")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func numberOfSections(in tableView: ListWidget) -> Int {
        notes.count
    }

    override func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        notes[section].count
    }

    override func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.section][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Today" : "Work"
    }

    override func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        let detail = WidgetController()
        detail.title = notes[indexPath.section][indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        deleted.append(notes[indexPath.section].remove(at: indexPath.row))
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: ListWidget, willDisplay cell: ListCellWidget, forRowAt indexPath: IndexPath) {
        displayed += 1
    }
}

/// A table view controller made with `init()` and nothing overridden, as `UITableViewController()`.
final class PlainTableController: ListWidgetController {}
