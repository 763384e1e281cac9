import Foundation
import Testing

@Suite("TermHostDemo in a real terminal (tmux)", .serialized)
struct DemoEndToEndTests {
    private func startDemo(_ arguments: String = "", width: Int = 80, height: Int = 24) throws -> TmuxPane {
        try TmuxPane(width: width, height: height) { directory in
            recordingTerminalState(Products.path("TermHostDemo") + (arguments.isEmpty ? "" : " " + arguments), in: directory)
        }
    }

    private func expectTerminalRestored(_ pane: TmuxPane) {
        let after = pane.waitForFile("after")
        #expect(after != nil, "the demo ended and the shell went on")
        #expect(pane.waitForFile("before") == after, "stty -g is the same before and after")
        #expect(pane.format("#{alternate_on}") == "0", "alternate screen left")
        #expect(pane.format("#{cursor_flag}") == "1", "cursor visible")
        #expect(pane.waitForFile("status") == "0\n")
    }

    private func resize(_ pane: TmuxPane, width: Int, height: Int) throws {
        try pane.tmux(["resize-window", "-t", pane.session, "-x", "\(width)", "-y", "\(height)"])
    }

    @Test func listPrintsTheEightScenarioNamesAndUnknownNamesFail() throws {
        let list = try run(["--list"])
        #expect(list.status == 0)
        #expect(list.output == "hosting\nloading-form\ncountry-picker\ncontroller-access\nrepresentable\nlist\nported-uikit\nported-swiftui\n")
        let unknown = try run(["nope"])
        #expect(unknown.status == 2)
        #expect(unknown.output.isEmpty)
        #expect(unknown.errors.split(separator: "\n").count == 1)
        let help = try run(["--help"])
        #expect(help.output.hasPrefix("Usage: TermHostDemo"))
    }

    @Test func launcherOpensLoadingFormWhoseSectionComesBackOnTheControllersTimerThenQuits() throws {
        let pane = try startDemo()
        defer { pane.close() }
        #expect(pane.waitFor("6  list") != nil)
        // The status line may be drawn a frame after the list: wait for it rather than capture once.
        #expect(pane.waitForScreen { TmuxPane.line($0, 23).hasPrefix("↑↓ Choose  Enter Open") } != nil)
        try pane.send("Down", "Enter")
        #expect(pane.waitFor("│ Action Button ") != nil)
        try pane.send("Enter")
        let working = try #require(pane.waitFor("Working… the controller re-enables this in 3 s"))
        // Not at once: the screen that says "Working…" is not yet the ready one. (The 3 seconds themselves
        // are counted on the headless clock: LoadingFormTests.)
        #expect(!working.contains("Ready (runs: 1)"))
        #expect(pane.waitFor("Ready (runs: 1)", timeout: 6) != nil, "then the controller's timer re-enables it")
        try pane.send("q")
        #expect(pane.waitFor("Welcome to TermHost") != nil)
        try pane.send("q")
        expectTerminalRestored(pane)
    }

    /// Clicks at a cell of the pane (0-based column and row): a press and a release as SGR mouse reports
    /// (ESC [ < 0 ; column ; row M, then m; 1-based), the encoding of the pane's `xterm-256color`, which
    /// tmux passes to the program as it passes typed text.
    private func click(_ pane: TmuxPane, column: Int, row: Int) throws {
        try pane.type("\u{1b}[<0;\(column + 1);\(row + 1)M")
        try pane.type("\u{1b}[<0;\(column + 1);\(row + 1)m")
    }

    /// Where `text` starts on `screen` (column, row), counted in characters (the screens here are one
    /// column a character).
    private func position(of text: String, in screen: String) -> (column: Int, row: Int)? {
        for (row, line) in screen.components(separatedBy: "\n").enumerated() {
            if let range = line.range(of: text) { return (line.distance(from: line.startIndex, to: range.lowerBound), row) }
        }
        return nil
    }

    /// A click on the open dropdown's header closes it and keeps the choice (it used to choose whichever
    /// country was highlighted).
    @Test func countryPickerHeaderClickClosesTheDropdownAndKeepsTheChoice() throws {
        let pane = try startDemo("country-picker")
        defer { pane.close() }
        let screen = try #require(pane.waitFor("[ Country: choose… ▾ ]"))
        let header = try #require(position(of: "Country: choose…", in: screen))
        try click(pane, column: header.column, row: header.row)
        let open = try #require(pane.waitFor("( ) Canada"))
        let canada = try #require(position(of: "Canada", in: open))
        try click(pane, column: canada.column, row: canada.row)
        #expect(pane.waitFor("Selected: Canada") != nil)
        try click(pane, column: header.column, row: header.row)
        #expect(pane.waitFor("(•) Canada") != nil, "open again, Canada marked as the choice")
        try pane.send("Down")
        try click(pane, column: header.column, row: header.row)
        let closed = try #require(pane.waitForScreen { !$0.contains("(•) Canada") })
        #expect(closed.contains("[ Country: Canada ▾ ]"))
        #expect(closed.contains("Selected: Canada"))
    }

    @Test func countryPickerSideBySideAt120Columns() throws {
        let pane = try startDemo("country-picker", width: 120, height: 40)
        defer { pane.close() }
        let screen = try #require(pane.waitFor("rootView replacement"))
        let row = screen.components(separatedBy: "\n").first { $0.contains("Shared observable state") } ?? ""
        #expect(row.contains("rootView replacement"), "both forms on one row")
        try pane.send("Enter")
        #expect(pane.waitFor("( ) Norway") != nil)
        try pane.send("Down", "Enter")
        #expect(pane.waitFor("Selected: Canada") != nil)
        #expect(!pane.capture().contains("Norway"))
        try pane.send("e")
        #expect(pane.waitFor("Please choose a country") != nil)
    }

    @Test func hostingKeepsTheCounterThroughMoveReplaceAndAResize() throws {
        let pane = try startDemo("hosting")
        defer { pane.close() }
        #expect(pane.waitFor("Count: 0") != nil)
        try pane.type("++")
        #expect(pane.waitFor("Count: 2") != nil)
        try pane.send("m")
        #expect(pane.waitFor("Hosting controller's parent: Right panel") != nil)
        try resize(pane, width: 100, height: 30)
        let resized = pane.waitForScreen { screen in
            TmuxPane.line(screen, 29).hasPrefix("m Move host") && screen.contains("Count: 2")
        }
        #expect(resized != nil, "redrawn at 100x30 with the count kept")
        try pane.send("r")
        #expect(pane.waitFor("Counter (root view #2)") != nil)
        #expect(pane.capture().contains("Count: 2"))
        try resize(pane, width: 60, height: 20)
        #expect(pane.waitFor("Terminal too small (need 80x24)") != nil)
        try resize(pane, width: 80, height: 24)
        #expect(pane.waitFor("Count: 2") != nil)
    }

    @Test func listEndReachesRowOneHundredThousand() throws {
        let pane = try startDemo("list")
        defer { pane.close() }
        #expect(pane.waitFor("Row 1 of 100,000") != nil)
        try pane.send("End")
        #expect(pane.waitFor("Row 100,000 of 100,000", timeout: 3) != nil)
        #expect(pane.waitFor("│  Row 100,000  1 line", timeout: 3) != nil)
    }

    @Test func controllerAccessPresentsAndDismissesAModal() throws {
        let pane = try startDemo("controller-access", width: 120, height: 40)
        defer { pane.close() }
        #expect(pane.waitFor("[ Present modal ]") != nil)
        try pane.send("Enter")
        #expect(pane.waitFor("A modal hosting controller") != nil)
        try pane.send("Enter")
        #expect(pane.waitFor("Last: Dismissed the modal from inside it") != nil)
        #expect(!pane.capture().contains("A modal hosting controller"))
    }

    @Test func representableStepperMovesTheProgressBar() throws {
        let pane = try startDemo("representable")
        defer { pane.close() }
        #expect(pane.waitFor("Progress 30%") != nil)
        try pane.type("+")
        #expect(pane.waitFor("Progress 40%") != nil)
        #expect(pane.waitForScreen { $0.contains("40%") && $0.contains("ProgressBarWidget") } != nil)
    }

    @Test func portedUIKitOpensFromTheLauncherAndItsBarButtonAddsARow() throws {
        let pane = try startDemo()
        defer { pane.close() }
        #expect(pane.waitFor("7  ported-uikit") != nil)
        try pane.send("7")
        #expect(pane.waitFor("Middlemarch") != nil)
        #expect(pane.waitForScreen { TmuxPane.line($0, 0).contains("F2 +") } != nil)
        try pane.send("F2")
        #expect(pane.waitFor("New book 1") != nil)
        try pane.send("Enter")
        #expect(pane.waitFor("On the “Reading” shelf.") != nil)
        try pane.send("Escape")
        #expect(pane.waitForScreen { $0.contains("New book 1") && !$0.contains("shelf.") } != nil)
        try pane.send("q")
        #expect(pane.waitFor("Welcome to TermHost") != nil)
    }

    @Test func portedSwiftUIOpensFromTheLauncherWithItsFormAndSheet() throws {
        let pane = try startDemo()
        defer { pane.close() }
        #expect(pane.waitFor("8  ported-swiftui") != nil)
        try pane.send("8")
        #expect(pane.waitFor("Signed in as Ada") != nil)
        try pane.type(" L")
        #expect(pane.waitFor("Signed in as Ada L") != nil)
        try pane.send("Tab", "Tab", "Tab", "Enter")
        #expect(pane.waitFor("• Sheets slide over the screen") != nil)
        try pane.send("Escape")
        #expect(pane.waitForScreen { $0.contains("Notifications") && !$0.contains("• Sheets") } != nil)
        try pane.send("Escape")
        #expect(pane.waitFor("Welcome to TermHost") != nil)
    }

    /// Runs the demo without a terminal and collects its output and status.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let result = try Spawn.run(Products.path("TermHostDemo"), arguments)
        return (result.status, result.output, result.errors)
    }
}
