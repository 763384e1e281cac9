import TermHost

/// The left pane: the tasks in a list, as a `UITableViewController` shows them.
final class TaskListController: ListWidgetController {
    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "task")
    }

    override func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        store.tasks.count
    }

    override func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = store.tasks[indexPath.row].name
        return cell
    }
}
