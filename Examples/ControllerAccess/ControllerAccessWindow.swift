import TermHost

/// A component that drives UIKit-style navigation through its hosting controller.
struct MenuScreen: View {
    let depth: Int
    @Environment(\.hostingController) private var hostingController
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Screen \(depth)").bold()
            Button("Push another screen") {
                let next = MenuScreen(depth: depth + 1).embeddedInHostingController()
                next.title = "Screen \(depth + 1)"
                hostingController.navigationController?.pushViewController(next, animated: false)
            }
            Button("Present a sheet") {
                let sheet = SheetScreen().embeddedInHostingController()
                sheet.title = "Sheet"
                hostingController.present(sheet)
            }
            Button("Back (dismiss)") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct SheetScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Presented modally from a component.")
            Button("Close") { dismiss() }
        }
    }
}

/// The window ControllerAccess shows: the first menu screen in a navigation controller.
@MainActor
func makeControllerAccessWindow(_ app: Application) -> Window {
    let root = MenuScreen(depth: 1).embeddedInHostingController()
    root.title = "Screen 1"
    let window = Window()
    window.rootViewController = NavigationController(rootViewController: root)
    app.unhandledKeyHandler = { key in
        if key == .character("q") { app.stop(); return true }
        return false
    }
    return window
}
