// Port of the public UIKit app TonyJem/ToDoListWithNoStoryboard: a to-do list built in code (no storyboard), a
// UIViewController with a UITableView of custom cells under a navigation bar. Written anew for TermHost, keeping
// the app's screens, types, controls and point constants; its types live in the `ToDoList` namespace here only
// because the compatibility test target already has a `TodoItem`.
import TermHost

/// The app's namespace in this test target.
enum ToDoList {}

extension ToDoList {
    struct TodoItem {
        var title: String?
        var isMarkedDone = false
    }

    /// The list's data: items, the sort order, and the edit mode flag the bar button follows.
    final class TodoItemModel {
        var todoItems = [
            TodoItem(title: "TodoItem1", isMarkedDone: false),
            TodoItem(title: "TodoItem2", isMarkedDone: true),
            TodoItem(title: "TodoItem3", isMarkedDone: false),
            TodoItem(title: "TodoItem4", isMarkedDone: true),
            TodoItem(title: "TodoItem5", isMarkedDone: false),
            TodoItem(title: "TodoItem6TodoItem6TodoItem6TodoItem6", isMarkedDone: true),
        ]
        var sortedAscending = true
        var editButtonClicked = false

        func changeState(at item: Int) -> Bool {
            todoItems[item].isMarkedDone.toggle()
            return todoItems[item].isMarkedDone
        }

        func removeItem(at index: Int) { todoItems.remove(at: index) }

        func updateItem(at index: Int, with newTitle: String) { todoItems[index].title = newTitle }

        func addItem(with itemTitle: String, isMarkedDone: Bool = false) {
            todoItems.append(TodoItem(title: itemTitle, isMarkedDone: isMarkedDone))
        }

        func moveItem(fromIndex: Int, toIndex: Int) {
            let item = todoItems.remove(at: fromIndex)
            todoItems.insert(item, at: toIndex)
        }

        func sortByTitle() {
            todoItems.sort { sortedAscending ? ($0.title ?? "") < ($1.title ?? "") : ($0.title ?? "") > ($1.title ?? "") }
        }
    }

    /// The app's colours, as the app defines them (a teal background, white bar text, gray separators).
    @MainActor
    enum AppColors {
        static let backgroundColor = Color(red: 0.2431372549, green: 0.7647058824, blue: 0.8392156863, alpha: 1)
        static let navBarFontColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
        static let tableCellSeparatorColor: Color = .gray
        static let itemTitleFontColor: Color = .label
    }
}
