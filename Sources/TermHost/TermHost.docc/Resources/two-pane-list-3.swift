import TermHost

/// The left pane: the tasks in a list, as a `UITableViewController` shows them. Enter (or a click) on a
/// row selects that task in the store.
final class TaskListController: ListWidgetController {
    private let store: TaskStore
    /// The rows' text, made from the store by `updateProperties()`.
    private var rows: [String] = []

    init(store: TaskStore) {
        self.store = store
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "task")
    }

    /// The store's properties read here are tracked: when a task is added, removed, started or selected,
    /// this runs again in the next frame.
    override func updateProperties() {
        super.updateProperties()
        rows = store.tasks.map { ($0.id == store.runningID ? "● " : "  ") + $0.name }
        tableView.reloadData()
        if let row = store.tasks.firstIndex(where: { $0.id == store.selectedID }) {
            tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        }
    }

    override func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        store.selectedID = store.tasks[indexPath.row].id
    }
}
