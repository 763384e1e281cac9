import TermHost

/// The right pane: the selected task.
struct TaskDetailView: View {
    let store: TaskStore

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if let task = store.selectedTask {
                Text(task.name).bold()
            } else {
                Text("Choose a task on the left.").foregroundStyle(.secondary)
            }
        }
        .padding(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
