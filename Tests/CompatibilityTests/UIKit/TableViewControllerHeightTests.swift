import Testing
import TermHost
import TermHostTesting

/// `UITableViewController` subclasses answer heights as UIKit types them, `override func tableView(_:heightForRowAt:)
/// -> CGFloat` (and the header and footer forms), and the list honours the answers: "the height (in points) to use
/// for the row" — in rows here, or in points with the points unit.
@MainActor
@Suite("UIKit: UITableViewController height overrides in CGFloat")
struct TableViewControllerHeightTests {
    final class FruitsViewController: ListWidgetController {
        let fruits = ["Apple", "Banana", "Cherry"]

        override func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { fruits.count }

        override func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
            let cell = ListCellWidget(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: ListWidget, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? 48 : 32
        }

        override func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? { "Fruits" }

        override func tableView(_ tableView: ListWidget, heightForHeaderInSection section: Int) -> CGFloat { 32 }
    }

    private func launch(_ unit: LengthUnit) -> HeadlessApp {
        HeadlessApp(size: Size(width: 30, height: 12)) { application in
            application.lengthUnit = unit
            let window = Window()
            window.rootViewController = FruitsViewController()
            return window
        }
    }

    @Test func theOverridesAreHonouredInPoints() {
        let app = launch(.points)
        #expect(app.row(of: "Fruits") == 0)
        #expect(app.row(of: "Banana").map { $0 - (app.row(of: "Apple") ?? 0) } == 3,
                "the first row, 48 points, is 3 rows")
        #expect(app.row(of: "Cherry").map { $0 - (app.row(of: "Banana") ?? 0) } == 2, "32 points is 2 rows")
    }

    @Test func andInRowsWithoutTheUnit() {
        let app = launch(.cells)
        #expect(app.row(of: "Fruits") == 0)
        #expect(!app.contains("Banana"), "48 rows for the first row: the second is off screen")
    }
}
