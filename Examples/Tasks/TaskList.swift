import TermHost

struct TaskItem: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct TaskList: View {
    @State private var tasks = [TaskItem(id: 1, title: "Buy milk"), TaskItem(id: 2, title: "Call Ada")]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(tasks) { task in
                    NavigationLink(task.title, value: task)
                }
                if tasks.isEmpty { Text("Nothing left to do") }
            }
            .navigationTitle("Tasks")
            .navigationDestination(for: TaskItem.self) { task in
                TaskDetail(task: task) { tasks.removeAll { $0.id == task.id } }
            }
        }
    }
}

struct TaskDetail: View {
    let task: TaskItem
    let delete: () -> Void
    @State private var isConfirming = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(task.title)
            .navigationTitle("Task")
            .toolbar {
                ToolbarItem(placement: .destructiveAction) {
                    Button("Delete") { isConfirming = true }
                }
            }
            .confirmationDialog("Delete this task?", isPresented: $isConfirming, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {
                    delete()
                    dismiss()
                }
            }
    }
}
