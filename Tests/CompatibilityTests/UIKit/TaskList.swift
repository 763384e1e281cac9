import TermHost

/// A to-do list as UIKit's table documentation builds one: the view controller is the table's data
/// source and delegate; "Add" inserts a task at row 0 in a batch update; a tap toggles a task's
/// checkmark by reloading its row; delete is the commit-editing-style path; "Archive done" is one
/// batch that deletes the finished tasks (old indexes) and inserts a summary row at the end (new
/// index); "Edit" toggles editing mode.
///
/// The buttons stand where a navigation bar's bar button items would be (`navigationItem.rightBarButtonItem`
/// comes with the controllers' work, not merged yet).
@MainActor
final class TaskListViewController: WidgetController, ListWidgetDataSource, ListWidgetDelegate {
    struct Task {
        var title: String
        var isDone = false
    }

    let tableView = ListWidget()
    private(set) var tasks = [Task(title: "Buy milk"), Task(title: "Call Ada"), Task(title: "Write report")]
    private var added = 0
    private var archived = 0
    private(set) var batchesCompleted = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tasks"
        let add = ButtonWidget("Add") { [weak self] in self?.addTask() }
        let archive = ButtonWidget("Archive done") { [weak self] in self?.archiveDone() }
        let edit = ButtonWidget("Edit") { [weak self] in self?.toggleEditing() }
        let buttons = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [add, archive, edit])
        buttons.alignment = .leading
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "task")
        tableView.dataSource = self
        tableView.delegate = self
        for widget in [buttons, tableView] as [Widget] {
            widget.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(widget)
        }
        Constraint.activate([
            buttons.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            buttons.heightAnchor.constraint(equalToConstant: 1),
            tableView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 1),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func addTask() {
        added += 1
        tableView.performBatchUpdates({
            self.tasks.insert(Task(title: "New task \(self.added)"), at: 0)
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }, completion: { [weak self] _ in self?.batchesCompleted += 1 })
    }

    func archiveDone() {
        let done = tasks.indices.filter { tasks[$0].isDone }
        guard !done.isEmpty else { return }
        archived += done.count
        tableView.beginUpdates()
        tableView.deleteRows(at: done.map { IndexPath(row: $0, section: 0) }, with: .fade)
        tasks.removeAll { $0.isDone }
        tasks.append(Task(title: "Archived \(archived)", isDone: true))
        tableView.insertRows(at: [IndexPath(row: tasks.count - 1, section: 0)], with: .fade)
        tableView.endUpdates()
    }

    func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
    }

    // MARK: ListWidgetDataSource

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        tasks.count
    }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        let task = tasks[indexPath.row]
        cell.textLabel?.text = task.title
        cell.accessoryType = task.isDone ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        tasks.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: ListWidgetDelegate

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tasks[indexPath.row].isDone.toggle()
        tableView.reloadRows(at: [indexPath], with: .none)
    }
}
