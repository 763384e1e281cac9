import TermHost

/// One task of the list.
struct TrackedTask: Identifiable {
    let id: Int
    var name: String
}

/// The app's state: the list on the left and the detail on the right both read it.
@Observable
@MainActor
final class TaskStore {
    var tasks = [
        TrackedTask(id: 1, name: "Write the tutorial"),
        TrackedTask(id: 2, name: "Review the patch"),
        TrackedTask(id: 3, name: "Answer the mail"),
    ]
    var selectedID: Int?

    /// The task the detail shows.
    var selectedTask: TrackedTask? { tasks.first { $0.id == selectedID } }

}
