import TermHost
import TermHostTesting
import Testing

private struct Compose: View {
    @State private var composing = false
    @State private var sent = 0

    var body: some View {
        Button("Compose \(sent)") { composing = true }
            .sheet(isPresented: $composing) {
                ComposeSheet(send: { sent += 1 })
            }
    }
}

private struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    let send: () -> Void

    var body: some View {
        VStack {
            Text("New message")
            Button("Send") {
                send()
                dismiss()
            }
        }
        .presentationDetents([.height(5)])
    }
}

@MainActor
@Suite struct HostedPresentationTests {
    private func makeWindow() -> (Window, ButtonWidget) {
        let window = Window()
        let other = ButtonWidget("Other") {}
        other.frame = Rect(x: 0, y: 0, width: 9, height: 1)
        let host = HostWidget { Compose() }
        host.frame = Rect(x: 0, y: 2, width: 14, height: 1)
        window.addSubview(other)
        window.addSubview(host)
        return (window, other)
    }

    @Test func aHostedComponentsSheetCoversTheWindowAndTrapsFocus() {
        let (window, _) = makeWindow()
        let app = run(window, width: 30, height: 7)
        app.press(.tab)
        #expect(app.focusedDescription == "Compose 0")
        app.press(.enter)
        #expect(app.grid == """
        [ Other ]
          ╭────────────────────────╮
        [ │      New message       │
          │       [ Send ]         │
          │                        │
          ╰────────────────────────╯
        """)
        #expect(app.focusedDescription == "Send")
        app.press(.tab)
        #expect(app.focusedDescription == "Send", "Tab stays in the sheet, away from the window's widgets")
        #expect(!app.click(on: "Other") || app.focusedDescription == "Send", "clicks outside reach nothing")
    }

    @Test func dismissingTheHostedSheetRestoresTheWindowAndFocus() {
        let (window, _) = makeWindow()
        let app = run(window, width: 30, height: 7)
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("[ Compose 1 ]"))
        #expect(!app.contains("New message"))
        #expect(app.focusedDescription == "Compose 1")
        app.press(.enter)
        app.press(.escape)
        #expect(!app.contains("New message"))
        #expect(app.contains("[ Other ]"))
    }
}

@MainActor
@Suite struct HostedPresentationEdgeTests {
    @Test func escStillClosesASheetWhoseHostLeftTheWindow() {
        let window = Window()
        let host = HostWidget { Compose() }
        host.frame = Rect(x: 0, y: 0, width: 14, height: 1)
        window.addSubview(host)
        let app = run(window, width: 30, height: 7)
        app.press(.enter)
        #expect(app.contains("New message"))
        host.removeFromSuperview()
        app.waitUntilIdle()
        app.press(.escape)
        #expect(!app.contains("New message"), "the panel goes even though its presenter is gone")
        app.press(.tab)
        #expect(app.focused == nil || app.focusedDescription != "Send")
    }
}
