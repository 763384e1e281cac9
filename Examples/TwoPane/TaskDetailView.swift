import TermHost

/// The right pane: the selected task, its time, and the buttons that start it or delete it.
struct TaskDetailView: View {
    let store: TaskStore
    @State private var isConfirmingDelete = false

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if let task = store.selectedTask {
                Text(task.name).bold()
                Text("Time spent: \(Self.minutesAndSeconds(store.secondsSpent[task.id, default: 0]))")
                HStack {
                    Button(store.runningID == task.id ? "Stop" : "Start") { store.toggleRunning(task.id) }
                    Button("Delete") { isConfirmingDelete = true }
                }
                .alert("Delete \(task.name)?", isPresented: $isConfirmingDelete) {
                    Button("Delete", role: .destructive) { store.delete(task.id) }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Its time is lost.")
                }
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
