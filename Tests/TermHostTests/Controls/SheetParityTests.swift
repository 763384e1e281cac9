import TermHost
import TermHostTesting
import Testing

/// A `.sheet` shown from the start, at `detents`, showing "Hello!" in its middle.
private struct PresentsSheet: View {
    let detents: Set<PresentationDetent>
    @State private var showing = true

    var body: some View {
        Text("").sheet(isPresented: $showing) {
            Text("Hello!").presentationDetents(detents)
        }
    }
}

/// The same sheet as a presented page sheet whose view centres a label "Hello!".
@MainActor
private func sheetController(medium: Bool, size: Size) -> HeadlessApp {
    let root = WidgetController()
    let app = HeadlessApp(size: size) { _ in
        let window = Window()
        window.rootViewController = root
        return window
    }
    let sheet = WidgetController()
    let label = LabelWidget("Hello!")
    label.translatesAutoresizingMaskIntoConstraints = false
    sheet.view.addSubview(label)
    Constraint.activate([
        label.centerXAnchor.constraint(equalTo: sheet.view.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: sheet.view.centerYAnchor),
    ])
    if medium { sheet.sheetPresentationController?.detents = [.medium()] }
    root.present(sheet)
    app.waitUntilIdle()
    return app
}

@MainActor
@Suite("Controls: one sheet in both halves")
struct SheetParityTests {
    @Test func aMediumSheetIsTheSamePanelAtTheBottomInBothHalves() {
        let size = Size(width: 40, height: 12)
        let widget = sheetController(medium: true, size: size)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: PresentsSheet(detents: [.medium])) }
        #expect(widget.snapshot(rows: 6..<11) == """
          ╭──────────────────────────────────╮
          │                                  │
          │              Hello!              │
          │                                  │
          ╰──────────────────────────────────╯
        """, "half a large sheet, at the bottom of the sheet area, a rounded card with no title")
        Parity.expectSame(widget, view, rows: 0..<size.height)
    }

    @Test func aLargeSheetIsTheSamePanelInBothHalvesAndEscDismissesIt() {
        // 13 rows: the label's centre falls on a whole row (the halves round half a row differently).
        let size = Size(width: 40, height: 13)
        let widget = sheetController(medium: false, size: size)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: PresentsSheet(detents: [.large])) }
        #expect(widget.line(1).hasPrefix("  ╭") && widget.line(11).hasPrefix("  ╰"), "the screen but a margin")
        Parity.expectSame(widget, view, rows: 0..<size.height)
        for app in [widget, view] {
            app.press(.escape)
            #expect(!app.contains("Hello!"))
        }
    }
}
