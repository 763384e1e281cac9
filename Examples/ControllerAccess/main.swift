import TermHost

/// A component that drives UIKit-style navigation through its hosting controller.
struct Menu: View {
    let depth: Int
    @Environment(\.hostingController) private var hostingController
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Screen \(depth)").bold()
            Button("Push another screen") {
                let next = Menu(depth: depth + 1).embeddedInHostingController()
                next.title = "Screen \(depth + 1)"
                hostingController.navigationController?.pushViewController(next, animated: false)
            }
            Button("Present a sheet") {
                let sheet = Sheet().embeddedInHostingController()
                sheet.title = "Sheet"
                hostingController.present(sheet)
            }
            Button("Back (dismiss)") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct Sheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Presented modally from a component.")
            Button("Close") { dismiss() }
        }
    }
}

@MainActor
func makeWindow(_ app: Application) -> Window {
    let root = Menu(depth: 1).embeddedInHostingController()
    root.title = "Screen 1"
    let window = Window()
    window.rootViewController = NavigationController(rootViewController: root)
    app.unhandledKeyHandler = { key in
        if key == .character("q") { app.stop(); return true }
        return false
    }
    return window
}

await Application.launch { app in makeWindow(app) }
