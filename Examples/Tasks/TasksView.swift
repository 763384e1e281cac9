import TermHost

/// The app's content: the task list's tab and an About tab.
struct TasksView: View {
    var body: some View {
        TabView {
            TaskList()
                .tabItem { Label("Tasks", systemImage: "checkmark") }
            Text("Tasks: an App, a TabView, a NavigationStack and a dialog")
                .tabItem { Label("About", systemImage: "info.circle") }
        }
    }
}
