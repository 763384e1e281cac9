import TermHost

/// The right pane: the selected task, its time, and the button that starts it.
struct TaskDetailView: View {
    let store: TaskStore

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if let task = store.selectedTask {
                Text(task.name).bold()
                Text("Time spent: \(Self.minutesAndSeconds(store.secondsSpent[task.id, default: 0]))")
                Button(store.runningID == task.id ? "Stop" : "Start") { store.toggleRunning(task.id) }
            } else {
                Text("Choose a task on the left.").foregroundStyle(.secondary)
            }
        }
        .padding(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// `75` is `"1:15"`.
    static func minutesAndSeconds(_ seconds: Int) -> String {
        "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
