import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: a settings table with sections, headers, a footer and checkmarks")
@MainActor
struct SettingsTableTests {
    private func launch() -> (SettingsViewController, HeadlessApp) {
        let settings = SettingsViewController()
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in
            let window = Window()
            window.rootViewController = settings
            return window
        }
        return (settings, app)
    }

    /// An inset grouped table: its sections two cells in from each side and their rows' content one more
    /// (as a List row's), headers and the footer dim, a blank line between the sections, the checkmark
    /// and the disclosure indicator at the trailing edge.
    @Test func theLayoutShowsBothSectionsWithTheirHeadersFooterAndAccessories() {
        let (_, app) = launch()
        #expect(app.grid == """
               Appearance
               Light
               Dark
               Automatic                        ✓
               Automatic follows the time of day.

               General
               Version                        1.0
               About                            ›
            """)
        #expect(app.style(of: "Appearance")?.attributes.contains(.dim) == true)
        #expect(app.style(of: "Automatic follows")?.attributes.contains(.dim) == true)
        #expect(app.style(of: "1.0")?.attributes.contains(.dim) == true)
    }

    @Test func choosingAnOptionByKeyMovesTheCheckmarkAndLeavesNoRowSelected() {
        let (settings, app) = launch()
        app.press(.tab)
        #expect(app.focusedDescription == "row 0", "the cursor starts on the first row")
        app.press(.enter)
        #expect(settings.appearance == .light)
        #expect(app.lines[1] == "   Light                            ✓")
        #expect(app.lines[3] == "   Automatic")
        #expect(settings.tableView.indexPathForSelectedRow == nil, "the row was deselected in didSelectRowAt")
        app.press(.down)
        app.press(.character(" "))
        #expect(settings.appearance == .dark)
        #expect(app.lines[1] == "   Light")
        #expect(app.lines[2] == "   Dark                             ✓")
    }

    @Test func clickingARowChoosesItAndTheVersionRowCannotBeSelected() {
        let (settings, app) = launch()
        #expect(app.click(on: "Dark"))
        #expect(settings.appearance == .dark)
        #expect(app.lines[2].hasSuffix("✓"))
        #expect(app.click(on: "Version"))
        #expect(settings.tableView.indexPathForSelectedRow == nil, "willSelectRowAt refused it")
        #expect(settings.aboutShown == 0)
        #expect(app.click(on: "About"))
        #expect(settings.aboutShown == 1)
    }

    @Test func theCursorWalksAcrossTheSectionsAndTheFooter() {
        let (settings, app) = launch()
        app.press(.tab)
        app.press(.down, times: 3)
        #expect(app.focusedDescription == "section 1 row 0")
        #expect(app.style(at: Point(x: 3, y: 7)).attributes.isSuperset(of: [.reverse, .bold]))
        app.press(.enter)
        #expect(settings.tableView.indexPathForSelectedRow == nil)
        app.press(.down)
        app.press(.enter)
        #expect(settings.aboutShown == 1)
    }
}
