import Testing
import TermHost
import TermHostTesting

/// A table's selection is drawn over its rows: moving it with a key re-makes no row (SwiftUI's rows
/// are views of the data, not of the selection), and a selection changed by other code shows too.
@Suite("Scale: moving a table's selection re-makes no row")
@MainActor
struct TableSelectionDrawingTests {
    private struct Row: Identifiable {
        let id: Int
    }

    private struct Pick: View {
        @State private var selection: Int? = 2

        var body: some View {
            VStack {
                Button("Pick 5") { selection = 5 }
                Table((0..<50).map(Row.init), selection: $selection) {
                    TableColumn("Row") { row in Text("row \(row.id)") }
                }
            }
        }
    }

    @Test func aKeyMovesTheHighlightWithoutEvaluatingRowBodies() {
        let app = HeadlessApp(size: Size(width: 30, height: 12)) { _ in ViewRoot(rootView: Pick()) }
        #expect(app.style(of: "row 2")?.attributes.contains(.reverse) == true)
        if app.focused.map({ "\(type(of: $0))" }) != "TableNode" { app.press(.tab) }
        #expect(app.focused.map { "\(type(of: $0))" } == "TableNode")
        let before = app.statistics.bodyEvaluations
        app.press(.down)
        #expect(app.statistics.bodyEvaluations == before, "no row body, no table body")
        #expect(app.style(of: "row 3")?.attributes.contains(.reverse) == true)
        #expect(app.style(of: "row 2")?.attributes.contains(.reverse) == false)
    }

    @Test func aSelectionSetByOtherCodeIsHighlighted() {
        let app = HeadlessApp(size: Size(width: 30, height: 12)) { _ in ViewRoot(rootView: Pick()) }
        #expect(app.click(on: "Pick 5"))
        #expect(app.style(of: "row 5")?.attributes.contains(.reverse) == true)
        #expect(app.style(of: "row 2")?.attributes.contains(.reverse) == false)
    }
}
