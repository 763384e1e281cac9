import Testing
import TermHost
import TermHostTesting

/// UIKit's geometry is typed `CGFloat` and written in points; TermHost takes the `CGFloat`s (rounded to cells by
/// one rule) and, with `Application.lengthUnit = .points`, reads the lengths as points (8 a column, 16 a row).
@Suite("UIKit: CGFloat lengths and ported point constants")
@MainActor
struct PointGeometryTests {
    private func launch(_ unit: LengthUnit, heightForRows: CGFloat? = nil) -> (ContactsViewController, HeadlessApp) {
        let contacts = ContactsViewController()
        contacts.heightForRows = heightForRows
        let app = HeadlessApp(size: Size(width: 30, height: 20)) { application in
            application.lengthUnit = unit
            let window = Window()
            window.rootViewController = contacts
            return window
        }
        return (contacts, app)
    }

    /// `rowHeight = 80` (points, as UIKit code writes it) is 5 rows with the points unit.
    @Test func aRowHeightOfEightyPointsIsFiveRows() {
        let (_, app) = launch(.points)
        let first = app.row(of: "Ada")!
        #expect(app.row(of: "Grace") == first + 5)
        #expect(app.row(of: "Linus") == first + 10)
    }

    /// Without the setting, code written for the terminal keeps 1 = one cell: `rowHeight = 80` is 80 rows.
    @Test func cellsAreTheDefault() {
        let (contacts, app) = launch(.cells)
        #expect(app.application.lengthUnit == .cells)
        #expect(contacts.tableView.effectiveLengthUnit == .cells)
        #expect(app.contains("Ada"))
        #expect(!app.contains("Grace"), "the first row is 80 rows tall")
    }

    /// UIKit calls `tableView(_:heightForRowAt:)` and uses the `CGFloat` it returns.
    @Test func aDelegateReturningCGFloatIsAskedForEachRowsHeight() {
        let (_, app) = launch(.cells, heightForRows: 2.0)
        #expect(app.row(of: "Ada") == 0)
        #expect(app.row(of: "Grace") == 2)
        #expect(app.row(of: "Linus") == 4)
    }

    /// The delegate's answer is a length like `rowHeight`: 32 points are 2 rows.
    @Test func aDelegateHeightInPointsIsConvertedToRows() {
        let (_, app) = launch(.points, heightForRows: 32)
        #expect(app.row(of: "Grace")! - app.row(of: "Ada")! == 2)
    }

    /// A subtree can use another unit than the application: the widget's `lengthUnit` is inherited.
    @Test func aWidgetsLengthUnitOverridesTheApplicationsForItsSubtree() {
        let (contacts, app) = launch(.cells)
        contacts.view.lengthUnit = .points
        app.waitUntilIdle()
        #expect(contacts.tableView.effectiveLengthUnit == .points)
        #expect(app.row(of: "Grace")! - app.row(of: "Ada")! == 5)
        contacts.view.lengthUnit = nil
        app.waitUntilIdle()
        #expect(!app.contains("Grace"), "back to the application's cells: 80 rows")
    }

    /// `UIStackView.spacing = 10`: 1 row between the arranged views of a vertical stack, 1 column in a horizontal
    /// one, with the points unit.
    @Test func stackSpacingOfTenPointsIsOneCell() {
        let vertical = StackWidget(arrangedSubviews: [LabelWidget("One"), LabelWidget("Two")])
        vertical.axis = .vertical
        vertical.spacing = 10
        let horizontal = StackWidget(arrangedSubviews: [LabelWidget("A"), LabelWidget("B")])
        horizontal.spacing = 10
        let app = HeadlessApp(size: Size(width: 20, height: 6)) { application in
            application.lengthUnit = .points
            let window = Window()
            vertical.frame = Rect(x: 0, y: 0, width: 10, height: 3)
            horizontal.frame = Rect(x: 0, y: 4, width: 10, height: 1)
            window.addSubview(vertical)
            window.addSubview(horizontal)
            return window
        }
        #expect(app.row(of: "Two")! - app.row(of: "One")! == 2, "one row of spacing between them")
        #expect(app.line(4).hasPrefix("A B"), "one column of spacing between them")
    }

    /// Fractional maths on `CGFloat` compiles and rounds to cells by the one rule: edges to the nearest cell,
    /// halves away from zero, a non-zero length at least one cell.
    @Test func cgFloatMathsComposesFramesInCells() {
        let container = Widget(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(container.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        let padding: CGFloat = 1.5
        let width = CGFloat(container.bounds.width) * 2 / 3
        let label = LabelWidget("Two thirds")
        label.frame = Rect(x: padding, y: 1.0, width: width - padding, height: 0.4)
        #expect(label.frame == Rect(x: 2, y: 1, width: 18, height: 1))
        #expect(Rect(CGRect(x: 0.5, y: 0, width: 10.25, height: 1)) == Rect(x: 1, y: 0, width: 10, height: 1))
        #expect(CGRect(Rect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Size(CGSize(width: 0.2, height: 3.5)) == Size(width: 1, height: 4))
        #expect(Point(CGPoint(x: -2.5, y: 2.5)) == Point(x: -3, y: 3))
        let insets = EdgeInsets(top: padding, left: 2 * padding, bottom: 0, right: 0.25)
        #expect(insets == EdgeInsets(top: 2, left: 3, bottom: 0, right: 1))
    }

    /// Auto Layout constants are lengths too: `constant: 16` is 2 columns, `equalToConstant: 44` is 3 rows (2.75
    /// rounded), and a constraint activated before the view is in the window takes the unit once it is.
    @Test func constraintConstantsInPointsAreConvertedAlongTheirAxis() {
        let card = Widget()
        let title = LabelWidget("Title")
        let app = HeadlessApp(size: Size(width: 30, height: 10)) { application in
            application.lengthUnit = .points
            let window = Window()
            card.translatesAutoresizingMaskIntoConstraints = false
            title.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(title)
            let inset: CGFloat = 16
            Constraint.activate([
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: inset),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: inset / 2),
                card.heightAnchor.constraint(equalToConstant: 44),
                card.widthAnchor.constraint(equalToConstant: 160),
            ])
            window.addSubview(card)
            Constraint.activate([
                card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                card.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            return window
        }
        #expect(card.frame.size == Size(width: 20, height: 3))
        #expect(app.find("Title") == Point(x: 2, y: 1), "16 points: 2 columns; 8 points: 1 row (0.5 rounds up)")
    }

    /// `layoutMargins` are lengths: 16 points are 2 columns at the sides and 1 row above and below.
    @Test func layoutMarginsInPointsAreConverted() {
        let view = Widget(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        view.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        view.lengthUnit = .points
        #expect(view.layoutMarginsFrame == Rect(x: 2, y: 1, width: 16, height: 4))
        #expect(view.layoutMargins.left == 16, "the margins read back as written")
        view.lengthUnit = .cells
        #expect(view.layoutMarginsFrame == Rect(x: 16, y: 16, width: 0, height: 0))
    }

    /// `rowHeight`, `estimatedRowHeight` and the section heights take `CGFloat`, as UIKit's do.
    @Test func listHeightsTakeCGFloat() {
        let list = ListWidget(frame: .zero, style: .plain)
        let height: CGFloat = 44
        list.rowHeight = height
        list.estimatedRowHeight = height.rounded()
        list.sectionHeaderHeight = ListWidget.automaticDimension
        list.sectionFooterHeight = height / 2
        #expect(list.rowHeight == 44 && list.sectionFooterHeight == 22)
        let stack = StackWidget()
        stack.spacing = height / 4
        #expect(stack.spacing == 11)
    }
}
