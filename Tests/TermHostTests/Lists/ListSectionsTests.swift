import Testing
import TermHost
import TermHostTesting

@MainActor
private final class BadgeHeaders: ListWidgetDelegate {
    var headerHeight = ListWidget.automaticDimension
    func tableView(_ tableView: ListWidget, viewForHeaderInSection section: Int) -> Widget? {
        section == 1 ? LabelWidget("== custom \(section) ==") : nil
    }
    func tableView(_ tableView: ListWidget, heightForHeaderInSection section: Int) -> Double {
        section == 0 ? headerHeight : ListWidget.automaticDimension
    }
}

@Suite("Lists: sections, headers, footers and styles")
@MainActor
struct ListSectionsTests {
    private let produce = TableModel([
        .init(header: "Fruit", footer: "2 items", rows: ["apple", "pear"]),
        .init(header: "Veg", rows: ["kale"]),
    ])

    @Test func aPlainListDrawsBoldHeadersAndDimFootersBetweenItsSections() {
        let (list, app) = showList(produce, width: 16, height: 8)
        #expect(app.grid == " Fruit\n apple\n pear\n 2 items\n Veg\n kale")
        #expect(app.style(of: "Fruit")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "2 items")?.attributes.contains(.dim) == true)
        #expect(list.numberOfSections == 2)
        #expect(list.headerView(forSection: 0)?.textLabel?.text == "Fruit")
        #expect(list.footerView(forSection: 0)?.textLabel?.text == "2 items")
        #expect(list.footerView(forSection: 1) == nil, "no footer title, no footer")
    }

    @Test func aGroupedListPutsABlankLineBetweenSectionsAndDimsItsHeaders() {
        let (_, app) = showList(produce, style: .grouped, width: 16, height: 8)
        #expect(app.grid == " Fruit\n apple\n pear\n 2 items\n\n Veg\n kale")
        #expect(app.style(of: "Veg")?.attributes.contains(.dim) == true)
    }

    @Test func anInsetGroupedListInsetsRowsAndHeadersTwoCells() {
        let (list, app) = showList(produce, style: .insetGrouped, width: 16, height: 8)
        #expect(app.grid == "   Fruit\n   apple\n   pear\n   2 items\n\n   Veg\n   kale")
        #expect(list.cellForRow(at: path(0))?.frame == Rect(x: 2, y: 1, width: 12, height: 1))
    }

    @Test func theCursorCrossesSectionsAndSkipsHeaders() {
        let (list, app) = showList(produce, width: 16, height: 8)
        #expect(list.indexPathForFocusedRow == path(0, 0))
        app.press(.down)
        app.press(.down)
        #expect(list.indexPathForFocusedRow == path(0, 1))
        #expect(app.style(at: Point(x: 0, y: 5)).attributes.isSuperset(of: [.reverse, .bold]), "kale is under the cursor")
        #expect(!app.style(at: Point(x: 0, y: 4)).attributes.contains(.reverse), "the header never is")
        #expect(app.focusedDescription == "section 1 row 0")
        app.press(.up)
        #expect(list.indexPathForFocusedRow == path(1, 0), "back to pear")
        app.press(.down)
        #expect(app.press(.down, then: list) == false, "Down on the last row goes on to the chain")
    }

    @Test func goingUpToASectionsFirstRowScrollsItsHeaderIntoView() {
        let model = TableModel([
            .init(header: "Top", rows: (0..<6).map { "a\($0)" }),
            .init(header: "Next", rows: (0..<6).map { "b\($0)" }),
        ])
        let (list, app) = showList(model, width: 10, height: 4)
        app.press(.end)
        #expect(app.lines == [" b2", " b3", " b4", " b5"])
        for _ in 0..<5 { app.press(.up) }
        #expect(list.indexPathForFocusedRow == path(0, 1))
        #expect(app.lines[0] == " Next", "the section's header shows above its first row")
        app.press(.home)
        #expect(app.lines[0] == " Top")
    }

    @Test func delegateHeaderViewsAndHeightsReplaceTheTitles() {
        let delegate = BadgeHeaders()
        delegate.headerHeight = 2
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 20, height: 8))
        list.dataSource = produce
        list.delegate = delegate
        let window = Window()
        window.addSubview(list)
        let app = HeadlessApp(size: Size(width: 20, height: 8)) { _ in window }
        #expect(app.grid == " Fruit\n\n apple\n pear\n 2 items\n== custom 1 ==\n kale", "a fixed height of 2, then a custom view (not inset: it is the delegate's)")
        delegate.headerHeight = 0
        list.reloadData()
        app.waitUntilIdle()
        #expect(app.grid == " apple\n pear\n 2 items\n== custom 1 ==\n kale", "height 0 hides the title")
    }

    @Test func theTableHeaderAndFooterViewsScrollWithTheRows() {
        let model = TableModel(rows: (0..<6).map { "row \($0)" })
        let (list, app) = showList(model, width: 12, height: 4) { list in
            let header = LabelWidget("HEADER")
            header.frame = Rect(x: 0, y: 0, width: 12, height: 1)
            list.tableHeaderView = header
            list.tableFooterView = LabelWidget("FOOTER")
        }
        #expect(app.lines == ["HEADER", " row 0", " row 1", " row 2"], "the table header view is not inset: it is the app's")
        app.press(.end)
        #expect(app.lines == [" row 3", " row 4", " row 5", "FOOTER"], "End shows the end of the content")
        app.press(.home)
        #expect(app.lines[0] == "HEADER")
        #expect(list.rectForRow(at: path(0)).minY == 1)
    }

    @Test func registeredHeaderViewsAreDequeuedAndReused() {
        final class Header: ListHeaderFooterWidget {
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                textLabel?.style = .underline
            }
        }
        @MainActor final class Headers: ListWidgetDelegate {
            var made: Set<ObjectIdentifier> = []
            func tableView(_ tableView: ListWidget, viewForHeaderInSection section: Int) -> Widget? {
                let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                view?.textLabel?.text = "Section \(section)"
                if let view { made.insert(ObjectIdentifier(view)) }
                return view
            }
        }
        let model = TableModel((0..<30).map { _ in .init(rows: ["row"]) })
        let headers = Headers()
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 12, height: 4))
        list.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
        list.dataSource = model
        list.delegate = headers
        let window = Window()
        window.addSubview(list)
        let app = HeadlessApp(size: Size(width: 12, height: 4)) { _ in window }
        app.application.focusEngine.focus(list)
        #expect(app.lines == [" Section 0", " row", " Section 1", " row"])
        #expect(app.style(of: "Section 1")?.attributes.contains(.underline) == true)
        app.press(.end)
        #expect(app.lines == [" Section 28", " row", " Section 29", " row"])
        #expect(headers.made.count <= 4, "header views are reused")
    }
}

extension HeadlessApp {
    /// Sends a key to `responder` directly and reports whether it handled it.
    func press(_ key: Key, then responder: Responder) -> Bool {
        let handled = responder.handleKey(KeyEvent(key))
        waitUntilIdle()
        return handled
    }
}
