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
    var runningID: Int?
    /// The seconds spent on each task, by its id (apart from `tasks`, so a tick leaves the list alone).
    var secondsSpent: [Int: Int] = [:]

    /// The task the detail shows.
    var selectedTask: TrackedTask? { tasks.first { $0.id == selectedID } }

    /// Adds a second to the running task: the timer calls this once a second.
    func tick() {
        guard let runningID else { return }
        secondsSpent[runningID, default: 0] += 1
    }

    /// Starts the task's clock, or stops it when it is the one running.
    func toggleRunning(_ id: Int) {
        runningID = runningID == id ? nil : id
    }

    /// Removes the task; nothing is selected or running in its place.
    func delete(_ id: Int) {
        tasks.removeAll { $0.id == id }
        secondsSpent[id] = nil
        if selectedID == id { selectedID = nil }
        if runningID == id { runningID = nil }
    }
}
