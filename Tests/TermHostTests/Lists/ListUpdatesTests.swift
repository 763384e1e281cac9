import Testing
import TermHost
import TermHostTesting

@Suite("Lists: inserting, deleting, moving and reloading rows and sections")
@MainActor
struct ListUpdatesTests {
    private func letters(_ count: Int = 5) -> TableModel {
        TableModel(rows: (0..<count).map { String(UnicodeScalar(UInt8(97 + $0))) })
    }

    @Test func afterDeleteRowsTheCountIsAskedAgainAndTheRowsBelowMoveUp() {
        let model = letters()
        let (list, app) = showList(model, height: 4)
        #expect(app.lines == [" a", " b", " c", " d"])
        let cellOfC = list.cellForRow(at: path(2))
        model.asked = []
        model.countsAsked = []
        model.sections[0].rows.remove(at: 1)
        list.deleteRows(at: [path(1)], with: .fade)
        #expect(model.countsAsked == [0], "the new count is asked at once")
        app.waitUntilIdle()
        #expect(app.lines == [" a", " c", " d", " e"])
        #expect(list.cellForRow(at: path(1)) === cellOfC, "c keeps its cell and moves up")
        #expect(model.asked == [path(3)], "only the row that came into view is asked for")
        #expect(list.numberOfRows(inSection: 0) == 4)
    }

    @Test func insertingOneRowInAHundredThousandAsksForOneCell() {
        let model = TableModel(rows: (0..<100_000).map { "row \($0)" })
        let (list, app) = showList(model, height: 10)
        model.asked = []
        model.sections[0].rows.insert("new", at: 0)
        list.insertRows(at: [path(0)], with: .top)
        app.waitUntilIdle()
        #expect(app.lines[0] == " new")
        #expect(app.lines[9] == " row 8")
        #expect(model.asked == [path(0)], "the other shown rows keep their cells")
        #expect(list.numberOfRows(inSection: 0) == 100_001)
    }

    @Test func aBatchDeletesByOldIndexesAndInsertsByNewOnesWhateverTheOrderOfTheCalls() {
        let model = letters()
        let (list, app) = showList(model)
        model.asked = []
        model.sections[0].rows = ["x", "a", "y", "c", "e"]
        var completed: Bool?
        list.performBatchUpdates({
            list.insertRows(at: [path(0), path(2)], with: .automatic)
            list.deleteRows(at: [path(1), path(3)], with: .automatic)
        }, completion: { completed = $0 })
        app.waitUntilIdle()
        #expect(app.lines == [" x", " a", " y", " c", " e", ""])
        #expect(Set(model.asked) == [path(0), path(2)], "a, c and e keep their cells")
        #expect(completed == true)
    }

    @Test func beginAndEndUpdatesNestAndApplyOnce() {
        let model = letters()
        let (list, app) = showList(model)
        model.countsAsked = []
        model.sections[0].rows.removeFirst(2)
        list.beginUpdates()
        list.beginUpdates()
        list.deleteRows(at: [path(0)], with: .none)
        list.endUpdates()
        #expect(model.countsAsked.isEmpty, "nothing is applied inside the outer batch")
        list.deleteRows(at: [path(1)], with: .none)
        list.endUpdates()
        app.waitUntilIdle()
        #expect(model.countsAsked == [0])
        #expect(app.lines.prefix(3) == [" c", " d", " e"])
    }

    @Test func aMovedRowKeepsItsCell() {
        let model = letters()
        let (list, app) = showList(model)
        let cellOfA = list.cellForRow(at: path(0))
        model.asked = []
        model.sections[0].rows = ["b", "c", "a", "d", "e"]
        list.moveRow(at: path(0), to: path(2))
        app.waitUntilIdle()
        #expect(app.lines.prefix(5) == [" b", " c", " a", " d", " e"])
        #expect(list.cellForRow(at: path(2)) === cellOfA)
        #expect(model.asked.isEmpty)
    }

    @Test func sectionsAreInsertedDeletedAndReloaded() {
        let model = TableModel([.init(header: "One", rows: ["1a"]), .init(header: "Two", rows: ["2a"])])
        let (list, app) = showList(model, height: 8)
        model.sections.insert(.init(header: "New", rows: ["na", "nb"]), at: 1)
        list.insertSections([1], with: .automatic)
        app.waitUntilIdle()
        #expect(app.grid == " One\n 1a\n New\n na\n nb\n Two\n 2a")
        model.sections.remove(at: 0)
        list.deleteSections(IndexSet(integer: 0), with: .automatic)
        app.waitUntilIdle()
        #expect(app.grid == " New\n na\n nb\n Two\n 2a")
        model.sections[1].header = "Second"
        model.sections[1].rows = ["2a", "2b"]
        list.reloadSections(IndexSet(integer: 1), with: .none)
        app.waitUntilIdle()
        #expect(app.grid == " New\n na\n nb\n Second\n 2a\n 2b")
    }

    @Test func countsThatContradictTheUpdateAreReportedAndEverythingIsReloaded() {
        let model = letters()
        var messages: [String] = []
        let (list, app) = showList(model) { $0.diagnosticHandler = { messages.append($0) } }
        model.sections[0].rows.append("f")
        list.deleteRows(at: [path(0)], with: .none)
        app.waitUntilIdle()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("invalid number of rows in section 0") == true)
        #expect(messages.first?.contains("(6)") == true, "it names the count the data source gave")
        #expect(app.lines.prefix(6) == [" a", " b", " c", " d", " e", " f"], "nothing is lost: the list shows the data source")
    }

    @Test func theSelectionAndTheCursorFollowTheirRows() {
        let model = letters()
        let (list, app) = showList(model)
        list.selectRow(at: path(3), animated: false, scrollPosition: .none)
        model.sections[0].rows.remove(at: 1)
        list.deleteRows(at: [path(1)], with: .none)
        app.waitUntilIdle()
        #expect(list.indexPathForSelectedRow == path(2), "d moved up")
        #expect(list.indexPathForFocusedRow == path(2))
        model.sections[0].rows.remove(at: 2)
        list.deleteRows(at: [path(2)], with: .none)
        app.waitUntilIdle()
        #expect(list.indexPathForSelectedRow == nil, "a deleted row is no longer selected")
        #expect(list.indexPathForFocusedRow == path(2), "the cursor stays at its place, on the row that moved up")
        #expect(app.lines[2] == " e")
    }

    @Test func updatesBeforeTheFirstLayoutAreCoveredByTheLoad() {
        let model = letters(2)
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 10, height: 4))
        list.dataSource = model
        var messages: [String] = []
        list.diagnosticHandler = { messages.append($0) }
        model.sections[0].rows.append("c")
        list.insertRows(at: [path(2)], with: .none)
        let window = Window()
        window.addSubview(list)
        let app = HeadlessApp(size: Size(width: 10, height: 4)) { _ in window }
        #expect(app.lines.prefix(3) == [" a", " b", " c"])
        #expect(messages.isEmpty)
    }

    @Test func reconfigureRowsHandsTheSameCellBackWithoutPrepareForReuse() {
        final class Cell: ListCellWidget {
            var reuses = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        let model = letters()
        model.registeredIdentifier = "cell"
        let (list, app) = showList(model) { $0.register(Cell.self, forCellReuseIdentifier: "cell") }
        let cell = list.cellForRow(at: path(1)) as? Cell
        model.sections[0].rows[1] = "B"
        list.reconfigureRows(at: [path(1)])
        app.waitUntilIdle()
        #expect(app.lines[1] == " B")
        #expect(list.cellForRow(at: path(1)) === cell)
        #expect(cell?.reuses == 0)
    }
}
