import TermHost

/// A SwiftUI-style program with an `@main` `App`: a tab view whose first tab is a navigation stack
/// of tasks (Enter opens one, Esc goes back, F2 in a task asks to delete it), and an About tab
/// (Alt-2). Ctrl-C quits.
@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup("Tasks") {
            TasksView()
        }
    }
}
