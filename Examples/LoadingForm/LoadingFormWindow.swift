import Observation
import TermHost

/// The model is owned by widget code; the hosted form reads and edits it.
@Observable
@MainActor
final class Account {
    var isLoading = false
    var name = ""
    var email = ""
}

struct AccountForm: View {
    @Bindable var account: Account
    let onSave: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            if account.isLoading {
                ProgressView("Loading account…")
            } else {
                TextField("Name", text: $account.name)
                TextField("Email", text: $account.email)
                Button("Save") { onSave() }
            }
        }
    }
}

/// The window LoadingForm shows: a Load button, the hosted form that edits the `Account`, a status line.
@MainActor
func makeLoadingFormWindow(_ app: Application) -> Window {
    let account = Account()
    let window = Window()
    let stack = StackWidget(axis: .vertical, spacing: 1)
    stack.frame = Rect(x: 2, y: 1, width: 50, height: 12)
    let status = LabelWidget("Press Load to fetch the account.", style: .dim)
    let load = ButtonWidget("Load") {
        account.isLoading = true
        status.text = "Loading…"
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            account.name = "Ada Lovelace"
            account.email = "ada@example.com"
            account.isLoading = false
            status.text = "Loaded. Edit and press Save."
        }
    }
    let host = HostWidget {
        AccountForm(account: account) { status.text = "Saved \(account.name) <\(account.email)>" }
    }
    host.contentAlignment = .topLeading
    for widget in [load, host, status] as [Widget] { stack.addArrangedSubview(widget) }
    window.addSubview(stack)
    app.unhandledKeyHandler = { key in
        if key == .character("q") { app.stop(); return true }
        return false
    }
    return window
}
