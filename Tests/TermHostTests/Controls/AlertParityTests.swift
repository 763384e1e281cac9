import TermHost
import TermHostTesting
import Testing

/// An action as both halves are given it here.
private struct ActionSpec {
    let title: String
    let role: ButtonRole?
}

/// A `.alert` (or `.confirmationDialog`) shown from the start, with `actions`.
private struct PresentsAlert: View {
    let dialog: Bool
    let actions: [ActionSpec]
    @State private var showing = true

    var body: some View {
        if dialog {
            Text("").confirmationDialog("Delete the file?", isPresented: $showing, titleVisibility: .visible) {
                buttons
            } message: {
                Text("You cannot undo this.")
            }
        } else {
            Text("").alert("Upload failed", isPresented: $showing) {
                buttons
            } message: {
                Text("The server did not answer.")
            }
        }
    }

    private var buttons: some View {
        ForEach(actions.indices, id: \.self) { index in
            Button(actions[index].title, role: actions[index].role) {}
        }
    }
}

/// The same alert as an `AlertController` presented over an empty screen.
@MainActor
private func alertController(dialog: Bool, actions: [ActionSpec], size: Size) -> HeadlessApp {
    let root = WidgetController()
    let app = HeadlessApp(size: size) { _ in
        let window = Window()
        window.rootViewController = root
        return window
    }
    let alert = dialog
        ? AlertController(title: "Delete the file?", message: "You cannot undo this.", preferredStyle: .actionSheet)
        : AlertController(title: "Upload failed", message: "The server did not answer.", preferredStyle: .alert)
    for action in actions {
        let style: AlertAction.Style = action.role == .cancel ? .cancel : action.role == .destructive ? .destructive : .default
        alert.addAction(AlertAction(title: action.title, style: style))
    }
    root.present(alert)
    app.waitUntilIdle()
    return app
}

@MainActor
@Suite("Controls: one alert in both halves")
struct AlertParityTests {
    private static let twoActions = [ActionSpec(title: "Cancel", role: .cancel), ActionSpec(title: "Retry", role: nil)]
    private static let threeActions = [ActionSpec(title: "Delete", role: .destructive), ActionSpec(title: "Keep", role: nil),
                                       ActionSpec(title: "Cancel", role: .cancel)]

    @Test func anAlertWithTwoActionsIsTheSameScreenInBothHalvesAndArrowsMoveFocusTheSameWay() {
        let size = Size(width: 40, height: 10)
        let widget = alertController(dialog: false, actions: Self.twoActions, size: size)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: PresentsAlert(dialog: false, actions: Self.twoActions)) }
        #expect(widget.grid == """

             ╭────────────────────────────╮
             │       Upload failed        │
             │                            │
             │ The server did not answer. │
             │                            │
             │   [ Cancel ]  [ Retry ]    │
             ╰────────────────────────────╯
        """)
        Parity.expectSame(widget, view, rows: 0..<size.height)
        for app in [widget, view] { app.press(.right) }
        #expect(widget.focusedDescription == "Retry" && view.focusedDescription == "Retry")
        Parity.expectSame(widget, view, rows: 0..<size.height)
        for app in [widget, view] { app.press(.right) }
        #expect(widget.focusedDescription == "Retry" && view.focusedDescription == "Retry", "focus does not wrap")
    }

    @Test func threeActionsAreStackedCancelLastDestructiveRedTheSameInBothHalves() {
        let size = Size(width: 40, height: 12)
        let widget = alertController(dialog: false, actions: Self.threeActions, size: size)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: PresentsAlert(dialog: false, actions: Self.threeActions)) }
        #expect(widget.style(of: "Delete")?.foreground == .red)
        #expect(widget.focusedDescription == "Cancel" && view.focusedDescription == "Cancel")
        Parity.expectSame(widget, view, rows: 0..<size.height)
        for app in [widget, view] { app.press(.up) }
        #expect(widget.focusedDescription == "Keep" && view.focusedDescription == "Keep")
        Parity.expectSame(widget, view, rows: 0..<size.height)
    }

    @Test func anActionSheetAndAConfirmationDialogAreTheSamePanelAcrossTheBottom() {
        let size = Size(width: 40, height: 12)
        let actions = [ActionSpec(title: "Delete", role: .destructive), ActionSpec(title: "Cancel", role: .cancel)]
        let widget = alertController(dialog: true, actions: actions, size: size)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: PresentsAlert(dialog: true, actions: actions)) }
        #expect(widget.lines[10] == "  ╰──────────────────────────────────╯")
        Parity.expectSame(widget, view, rows: 0..<size.height)
    }

    @Test func escRunsTheCancelActionAndDismissesInBothHalves() {
        let size = Size(width: 40, height: 10)
        let widget = alertController(dialog: false, actions: Self.twoActions, size: size)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: PresentsAlert(dialog: false, actions: Self.twoActions)) }
        for app in [widget, view] {
            app.press(.escape)
            #expect(!app.contains("Upload failed"))
        }
        Parity.expectSame(widget, view, rows: 0..<size.height)
    }
}
