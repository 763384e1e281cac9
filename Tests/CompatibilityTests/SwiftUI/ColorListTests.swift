import Testing
import TermHost
import TermHostTesting

@Suite("SwiftUI corpus: a colour list (List with selection, Label with a symbol)")
@MainActor
struct ColorListTests {
    private func launch(height: Int = 7) -> HeadlessApp {
        HeadlessApp(size: Size(width: 20, height: height)) { _ in ViewRoot(rootView: ColorListView()) }
    }

    /// A plain list shows one row per colour, each a label: the icon, then the title. The list has
    /// the focus (the first focusable view); its focused row, not yet selected, is reversed and bold.
    @Test func rowsAreLabelsWithColouredIcons() {
        let app = launch()
        #expect(app.lines.prefix(3) == [" ● Red", " ● Green", " ● Blue"])
        #expect(app.style(of: "Red")?.attributes.isSuperset(of: [.reverse, .bold]) == true)
        #expect(app.lines.last == "Pick a colour", "the list takes the room the text leaves")
        #expect(app.style(at: Point(x: 1, y: 0)).foreground == .red)
        #expect(app.style(at: Point(x: 1, y: 1)).foreground == .green)
    }

    /// ↓ moves the selection (a single-selection list selects the row the arrows reach).
    @Test func arrowsSelectAColour() {
        let app = launch()
        app.press(.down)
        #expect(app.find("You picked Green") != nil)
        #expect(app.style(of: "You picked")?.foreground == .green)
        #expect(app.style(of: "Green")?.attributes.contains(.reverse) == true)
    }

    /// Only the rows that fit are drawn; moving down scrolls the selection into view.
    @Test func aShortScreenScrollsToTheSelection() {
        let app = launch(height: 4)
        #expect(app.find("Gray") == nil)
        for _ in 0..<5 { app.press(.down) }
        #expect(app.find("Gray") != nil)
        #expect(app.find("You picked Gray") != nil)
    }

    @Test func aClickSelects() {
        let app = launch()
        #expect(app.click(on: "Yellow"))
        #expect(app.find("You picked Yellow") != nil)
    }
}
