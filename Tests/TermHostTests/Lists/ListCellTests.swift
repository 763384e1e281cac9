import Testing
import TermHost
import TermHostTesting

/// Rows built by a closure, one cell each (not reused), in a list 20 columns wide.
@MainActor
private final class Cells: ListWidgetDataSource {
    let make: [() -> ListCellWidget]
    var asked = 0
    init(_ make: [() -> ListCellWidget]) { self.make = make }
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { make.count }
    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        asked += 1
        return make[indexPath.row]()
    }
}

@MainActor
private func cell(_ style: ListCellWidget.CellStyle, _ text: String, _ detail: String? = nil,
                  accessory: ListCellWidget.AccessoryType = .none) -> ListCellWidget {
    let cell = ListCellWidget(style: style, reuseIdentifier: nil)
    cell.textLabel?.text = text
    if let detail { cell.detailTextLabel?.text = detail }
    cell.accessoryType = accessory
    return cell
}

@Suite("Lists: cell styles, accessories, content configurations")
@MainActor
struct ListCellTests {
    private func show(_ cells: Cells, height: Int = 6, configure: (ListWidget) -> Void = { _ in }) -> (ListWidget, HeadlessApp) {
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 20, height: height))
        configure(list)
        list.dataSource = cells
        let window = Window()
        window.addSubview(list)
        return (list, HeadlessApp(size: Size(width: 20, height: height)) { _ in window })
    }

    @Test func theFourCellStylesLayOutTheirLabelsAsUIKitDoes() {
        let (_, app) = show(Cells([
            { cell(.default, "Wi-Fi") },
            { cell(.subtitle, "Wi-Fi", "Home") },
            { cell(.value1, "Wi-Fi", "Home") },
            { cell(.value2, "Wi-Fi", "Home") },
        ]))
        #expect(app.lines == [" Wi-Fi", " Wi-Fi", " Home", " Wi-Fi         Home", "  Wi-Fi Home", ""],
                "one column in from each side, as a List row")
        #expect(app.style(at: Point(x: 1, y: 2)).attributes.contains(.dim), "a subtitle is dim")
        #expect(app.style(at: Point(x: 15, y: 3)).attributes.contains(.dim), "a value1 detail is dim")
        #expect(app.style(at: Point(x: 2, y: 4)).attributes.contains(.bold), "a value2 label is bold")
        #expect(ListCellWidget(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func accessoriesAreDrawnAtTheTrailingEdge() {
        let (_, app) = show(Cells([
            { cell(.default, "Dark", accessory: .checkmark) },
            { cell(.value1, "General", "About", accessory: .disclosureIndicator) },
            { cell(.default, "Info", accessory: .detailButton) },
            { cell(.default, "More", accessory: .detailDisclosureButton) },
            { cell(.default, "A label far too long for the row", accessory: .checkmark) },
        ]))
        #expect(app.lines == [
            " Dark             ✓", " General    About ›", " Info             ⓘ", " More           ⓘ ›",
            " A label far too… ✓", "",
        ])
    }

    @Test func aClickOnTheDetailButtonTellsTheDelegate() {
        @MainActor final class Taps: ListWidgetDelegate {
            var events: [String] = []
            func tableView(_ tableView: ListWidget, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                events.append("accessory \(indexPath.row)")
            }
            func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
        }
        let taps = Taps()
        let (_, app) = show(Cells([{ cell(.default, "Info", accessory: .detailButton) }])) { $0.delegate = taps }
        app.click(at: Point(x: 19, y: 0))
        app.click(at: Point(x: 2, y: 0))
        #expect(taps.events == ["accessory 0", "select 0"])
    }

    @Test func aListContentConfigurationWorksOnAnyCell() {
        let (list, app) = show(Cells([
            {
                let cell = ListCellWidget(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Airplane Mode"
                content.secondaryText = "Off"
                cell.contentConfiguration = content
                return cell
            },
            {
                let cell = ListCellWidget(style: .default, reuseIdentifier: nil)
                var content = ListContentConfiguration.valueCell()
                content.text = "Bluetooth"
                content.secondaryText = "On"
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                return cell
            },
        ]))
        #expect(app.lines.prefix(3) == [" Airplane Mode", " Off", " Bluetooth     On ›"])
        #expect(app.style(of: "Off")?.attributes.contains(.dim) == true)
        #expect(list.cellForRow(at: path(0))?.frame.height == 2, "the configuration sizes the row")
    }

    @Test func setOnAReusedCellAConfigurationUpdatesTheWidgetItShows() {
        let cell = ListCellWidget(style: .default, reuseIdentifier: "row")
        var content = ListContentConfiguration.cell()
        content.text = "one"
        cell.contentConfiguration = content
        let shown = cell.contentView.subviews.last
        content.text = "two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === shown)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.last !== shown, "no configuration: the labels again")
    }

    @Test func singleLineSeparatorsUnderlineEachRowsLastLine() {
        let (_, app) = show(Cells([{ cell(.default, "one") }, { cell(.subtitle, "two", "2") }])) { list in
            list.separatorStyle = .singleLine
        }
        #expect(!app.style(at: Point(x: 0, y: 0)).attributes.contains(.underline), "the default inset starts at the content")
        #expect(app.style(at: Point(x: 1, y: 0)).attributes.contains(.underline))
        #expect(app.style(at: Point(x: 19, y: 0)).attributes.contains(.underline), "and runs to the row's end")
        #expect(!app.style(at: Point(x: 1, y: 1)).attributes.contains(.underline), "not the first line of a two-line row")
        #expect(app.style(at: Point(x: 1, y: 2)).attributes.contains(.underline))
        #expect(!app.style(at: Point(x: 1, y: 3)).attributes.contains(.underline), "nothing below the rows")
    }

    @Test func withoutSeparatorsNothingIsUnderlined() {
        let (_, app) = show(Cells([{ cell(.default, "one") }]))
        #expect(!app.style(at: Point(x: 0, y: 0)).attributes.contains(.underline))
    }

    @Test func prepareForReuseEmptiesTheLabelsOfADequeuedCell() {
        let list = ListWidget()
        list.register(ListCellWidget.self, forCellReuseIdentifier: "row")
        let cell = list.dequeueReusableCell(withIdentifier: "row", for: path(0))
        #expect(cell.reuseIdentifier == "row")
        cell.textLabel?.text = "old"
        cell.accessoryType = .checkmark
        cell.prepareForReuse()
        #expect(cell.textLabel?.text == "")
        #expect(cell.accessoryType == .none)
        #expect(list.dequeueReusableCell(withIdentifier: "other") == nil, "an empty queue gives nothing")
    }

    @Test func aSubclassOverridingInitStyleIsMadeByRegistration() {
        final class SettingCell: ListCellWidget {
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            }
        }
        let list = ListWidget()
        list.register(SettingCell.self, forCellReuseIdentifier: "setting")
        let cell = list.dequeueReusableCell(withIdentifier: "setting", for: path(0))
        #expect(cell is SettingCell)
        #expect(cell.detailTextLabel != nil, "the subclass chose .value1")
    }

    @Test func aCustomCellsSubviewsInTheContentViewAreLaidOutByItsOwnCode() {
        final class BadgeCell: ListCellWidget {
            let badge = LabelWidget("[3]")
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                badge.frame = Rect(x: contentView.bounds.width - 3, y: 0, width: 3, height: 1)
            }
        }
        let (_, app) = show(Cells([{
            let cell = BadgeCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Inbox"
            return cell
        }]))
        #expect(app.lines[0] == " Inbox          [3]")
    }

    @Test func aCellWhoseContentIsPinnedByConstraintsIsAsTallAsItsContent() {
        final class NoteCell: ListCellWidget {
            let note = LabelWidget()
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                Constraint.activate([
                    note.topAnchor.constraint(equalTo: contentView.topAnchor),
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                ])
            }
        }
        let (list, app) = show(Cells([
            {
                let cell = NoteCell(style: .default, reuseIdentifier: nil)
                cell.note.text = "a note long enough to wrap twice"
                return cell
            },
            { cell(.default, "next") },
        ]))
        #expect(list.cellForRow(at: path(0))?.frame.height == 2, "the label wraps at 18 columns: the content view is inset by one at each side")
        #expect(app.lines.prefix(3) == [" a note long enough", " to wrap twice", " next"])
    }

    @Test func aShownCellWhoseTextGrowsIsMeasuredAgainWithoutAskingTheDataSource() {
        let grower = cell(.default, "one")
        grower.textLabel?.numberOfLines = 0
        let cells = Cells([{ grower }, { cell(.default, "below") }])
        let (list, app) = show(cells)
        #expect(app.lines.prefix(2) == [" one", " below"])
        grower.textLabel?.text = "one\ntwo"
        app.waitUntilIdle()
        #expect(app.lines.prefix(3) == [" one", " two", " below"])
        #expect(cells.asked == 2, "self-sizing re-measures; it does not reload")
        list.selfSizingInvalidation = .disabled
        grower.textLabel?.text = "one\ntwo\nthree"
        app.waitUntilIdle()
        #expect(app.lines.prefix(3) == [" one", " two…", " below"], "disabled: the row keeps its height")
    }
}
