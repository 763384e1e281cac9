// Port of TonyJem/ToDoListWithNoStoryboard: the one screen, a table of to-do items under a navigation bar titled
// "Tasks" with add, edit and sort buttons; a row's tap marks the item done; rows are 50 points high.
import TermHost

extension ToDoList {
    final class ToDoListViewController: WidgetController {
        let model = TodoItemModel()
        private var alert = AlertController()

        let todoItemsTableView: ListWidget = {
            let tableView = ListWidget()
            tableView.translatesAutoresizingMaskIntoConstraints = false
            tableView.register(ItemCell.self, forCellReuseIdentifier: "Cell")
            return tableView
        }()

        private var editTaskItemIcon = "pencil" {
            didSet { setNavigationBarButtons() }
        }

        private var sortTasksItemIcon = "arrow.up" {
            didSet { setNavigationBarButtons() }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            setupUI()
            todoItemsTableView.delegate = self
            todoItemsTableView.dataSource = self
        }

        func addNewTaskDidTapp() {
            alert = AlertController(title: "Create new task", message: nil, preferredStyle: .alert)
            alert.addTextField { textField in
                textField.placeholder = "Put your task here"
                textField.addAction(Action { [weak self] _ in self?.alertTextFieldDidChange(textField) }, for: .editingChanged)
            }
            let createAlertAction = AlertAction(title: "Create", style: .default) { _ in
                guard let itemTitle = self.alert.textFields?[0].text else { return }
                self.model.addItem(with: itemTitle)
                self.model.sortByTitle()
                self.todoItemsTableView.reloadData()
            }
            let cancelAlertAction = AlertAction(title: "Cancel", style: .cancel, handler: nil)
            alert.addAction(cancelAlertAction)
            alert.addAction(createAlertAction)
            present(alert, animated: true, completion: nil)
            createAlertAction.isEnabled = false
        }

        func editTasksDidTapp() {
            todoItemsTableView.setEditing(!todoItemsTableView.isEditing, animated: true)
            model.editButtonClicked.toggle()
            editTaskItemIcon = model.editButtonClicked ? "pencil.slash" : "pencil"
        }

        func sortTasksDidTapp() {
            model.sortedAscending.toggle()
            sortTasksItemIcon = model.sortedAscending ? "arrow.up" : "arrow.down"
            model.sortByTitle()
            todoItemsTableView.reloadData()
        }

        // MARK: - SetupUI

        private func setupUI() {
            setupTableUI()
            addSubviewsToMainView()
            setNavigationBar()
            setConstraintsToTableView()
            model.sortByTitle()
            todoItemsTableView.reloadData()
        }

        private func setupTableUI() {
            view.backgroundColor = AppColors.backgroundColor
            todoItemsTableView.separatorColor = AppColors.tableCellSeparatorColor
        }

        private func addSubviewsToMainView() {
            view.addSubview(todoItemsTableView)
        }

        private func setNavigationBar() {
            navigationItem.title = "Tasks"
            guard let navigationBar = navigationController?.navigationBar else { return }
            navigationBar.barTintColor = AppColors.backgroundColor
            navigationBar.isTranslucent = false
            navigationBar.titleTextAttributes = [NSAttributedString.Key.foregroundColor: AppColors.navBarFontColor]
            setNavigationBarButtons()
        }

        private func setNavigationBarButtons() {
            let addTaskItem = BarButtonItem(systemItem: .add, primaryAction: Action { [weak self] _ in self?.addNewTaskDidTapp() })
            let editTaskItem = BarButtonItem(image: Image(systemName: editTaskItemIcon), style: .plain,
                                             primaryAction: Action { [weak self] _ in self?.editTasksDidTapp() })
            let sortTasksItem = BarButtonItem(image: Image(systemName: sortTasksItemIcon), style: .plain,
                                              primaryAction: Action { [weak self] _ in self?.sortTasksDidTapp() })
            navigationItem.rightBarButtonItems = [addTaskItem, editTaskItem, sortTasksItem]
        }

        private func setConstraintsToTableView() {
            Constraint.activate([
                todoItemsTableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                todoItemsTableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                todoItemsTableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                todoItemsTableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }

        func alertTextFieldDidChange(_ sender: TextFieldWidget) {
            guard let senderText = sender.text, alert.actions.indices.contains(1) else { return }
            alert.actions[1].isEnabled = !senderText.isEmpty
        }
    }
}

// MARK: - ListWidgetDataSource and ListWidgetDelegate

extension ToDoList.ToDoListViewController: ListWidgetDataSource, ListWidgetDelegate {
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        model.todoItems.count
    }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as? ToDoList.ItemCell else {
            return ListCellWidget()
        }
        cell.delegate = self
        cell.todoItem = model.todoItems[indexPath.row]
        return cell
    }

    func tableView(_ tableView: ListWidget, heightForRowAt indexPath: IndexPath) -> CGFloat {
        50
    }

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        todoItemsTableView.deselectRow(at: indexPath, animated: true)
        changeState(for: indexPath.row)
        todoItemsTableView.reloadData()
    }

    private func changeState(for row: Int) {
        model.todoItems[row].isMarkedDone = model.changeState(at: row)
    }

    func tableView(_ tableView: ListWidget, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        model.moveItem(fromIndex: fromIndexPath.row, toIndex: to.row)
        todoItemsTableView.reloadData()
    }

    func tableView(_ tableView: ListWidget, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            model.todoItems.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
}

// MARK: - ItemCellDelegate

extension ToDoList.ToDoListViewController: ItemCellDelegate {
    func deleteCell(cell: ToDoList.ItemCell) {
        guard let indexPath = todoItemsTableView.indexPath(for: cell) else { return }
        model.removeItem(at: indexPath.row)
        todoItemsTableView.reloadData()
    }

    func editCell(cell: ToDoList.ItemCell) {
        guard let indexPath = todoItemsTableView.indexPath(for: cell) else { return }
        editCellContent(at: indexPath)
    }

    private func editCellContent(at indexPath: IndexPath) {
        let title = model.todoItems[indexPath.row].title
        alert = AlertController(title: "Edit your ToDoItem!", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.addAction(Action { [weak self] _ in self?.alertTextFieldDidChange(textField) }, for: .editingChanged)
            textField.text = title
        }
        let cancelAlertAction = AlertAction(title: "Cancel", style: .cancel, handler: nil)
        let editAlertAction = AlertAction(title: "Submit", style: .default) { _ in
            guard let textValue = self.alert.textFields?.first?.text else { return }
            self.model.updateItem(at: indexPath.row, with: textValue)
            self.todoItemsTableView.reloadData()
        }
        alert.addAction(cancelAlertAction)
        alert.addAction(editAlertAction)
        present(alert, animated: true, completion: nil)
    }
}
